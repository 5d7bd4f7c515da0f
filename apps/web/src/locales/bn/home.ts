import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/home";

/** বাংলা: the home area (same keys as en/home.ts). */
export default {} satisfies CatalogOf<typeof en>;
