import type { ComponentType, ReactNode } from "react";

export type ArticleMeta = { id: string; title: string };

/** One article of the blog in one language. */
export type BlogArticleEntry = { meta: ArticleMeta; Article: ComponentType };

type BlogArticleProps = { meta: ArticleMeta; children: ReactNode };

// Descendant selectors give the static article copy readable typography without a prose plugin.
const bodyStyles = [
  "card-body gap-4 p-5 text-base leading-relaxed sm:p-8",
  "[&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6",
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-base-200 [&_:not(pre)>code]:px-1",
  "[&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.9em]",
].join(" ");

export function BlogArticle({ meta, children }: BlogArticleProps) {
  const headingId = `${meta.id}-title`;
  return (
    <article
      id={meta.id}
      aria-labelledby={headingId}
      className="card min-w-0 scroll-mt-24 border border-base-300 bg-base-100 shadow-sm"
    >
      <div className={bodyStyles}>
        <h2 id={headingId} className="text-2xl leading-snug font-bold sm:text-3xl">
          {meta.title}
        </h2>
        {children}
      </div>
    </article>
  );
}
