import type { Locale } from "@bechedaw/shared/locale";
import { markSettled } from "@/lib/settled-promise";
import type { InfoPages } from "./types";

/** Each language's pages are a chunk of their own: English readers never download Bangla. */
const PAGES = {
  en: () => import("./en"),
  bn: () => import("./bn"),
} satisfies Record<Locale, () => Promise<{ pages: InfoPages }>>;

const loads = new Map<Locale, Promise<InfoPages>>();

/** The site's own pages in one language, loaded once; later calls share the first load. */
export function loadInfoPages(locale: Locale): Promise<InfoPages> {
  let load = loads.get(locale);
  if (!load) {
    load = markSettled(PAGES[locale]().then((module) => module.pages));
    loads.set(locale, load);
  }
  return load;
}
