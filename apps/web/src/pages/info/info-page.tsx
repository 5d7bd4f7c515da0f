import { use } from "react";
import { loadInfoPages } from "@/features/info/content/load-pages";
import type { InfoPageKey } from "@/features/info/content/types";
import { useLocale } from "@/lib/i18n/use-locale";

/** One of the site's own pages (about, terms, privacy, cookies, help) in the reader's language. */
export default function InfoPage({ page }: { page: InfoPageKey }) {
  const { title, intro, sections } = use(loadInfoPages(useLocale()))[page];
  return (
    <article className="mx-auto w-full max-w-3xl min-w-0 px-4 py-8 sm:py-12">
      <header className="mb-8 space-y-3">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="text-lg text-base-content/80">{intro}</p>
      </header>
      <div className="space-y-8">
        {sections.map((section) => (
          <section key={section.heading} className="space-y-3">
            <h2 className="text-2xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
