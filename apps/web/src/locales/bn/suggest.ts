import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/suggest";

/** বাংলা: the search box's suggestions (same keys as en/suggest.ts). */
export default {
  "suggest.label": "পরামর্শ",
  "suggest.brand": "সব {brand} ফোন",
  "suggest.count": "{count}টি বিক্রির জন্য",
} satisfies CatalogOf<typeof en>;
