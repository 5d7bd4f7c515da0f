import { use } from "react";
import { loadArticles } from "@/features/blog/articles/load-articles";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useLocale } from "@/lib/i18n/use-locale";

export default function BlogsPage() {
  useCatalogPart("blog");
  const articles = use(loadArticles(useLocale()));
  return (
    <div className="mx-auto w-full max-w-3xl min-w-0 px-4 py-8 sm:py-12">
      <header className="mb-8 space-y-3">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("blog.title")}</h1>
        <p className="text-lg text-base-content/80">{t("blog.intro")}</p>
      </header>

      <nav aria-label={t("blog.toc.label")} className="mb-10 rounded-box bg-base-200 p-5">
        <p className="mb-3 font-semibold">{t("blog.toc.title")}</p>
        <ol className="list-decimal space-y-2 pl-6">
          {articles.map(({ meta }) => (
            <li key={meta.id}>
              <a href={`#${meta.id}`} className="link link-hover">
                {meta.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="space-y-10">
        {articles.map(({ meta, Article }) => (
          <Article key={meta.id} />
        ))}
      </div>
    </div>
  );
}
