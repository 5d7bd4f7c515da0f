import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/recent";

/** বাংলা: the home page's "Recently viewed" row (same keys as en/recent.ts). */
export default {
  "recent.title": "সম্প্রতি দেখা ফোন",
  "recent.clear": "মুছে ফেলুন",
} satisfies CatalogOf<typeof en>;
