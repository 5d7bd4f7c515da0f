import type { Locale } from "@bechedaw/shared/locale";
import { markSettled } from "@/lib/settled-promise";
import type { BlogArticleEntry } from "@/features/blog/components/blog-article";

type ArticleList = () => Promise<{ articles: BlogArticleEntry[] }>;

/** Each language's articles are a chunk of their own: English readers never download Bangla. */
const ARTICLES = {
  en: () => import("./en"),
  bn: () => import("./bn"),
} satisfies Record<Locale, ArticleList>;

const loads = new Map<Locale, Promise<BlogArticleEntry[]>>();

/** The four articles in one language, loaded once; later calls share the first load. */
export function loadArticles(locale: Locale): Promise<BlogArticleEntry[]> {
  let load = loads.get(locale);
  if (!load) {
    load = markSettled(ARTICLES[locale]().then((module) => module.articles));
    loads.set(locale, load);
  }
  return load;
}
