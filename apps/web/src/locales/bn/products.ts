import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/products";

/** বাংলা: the products area (same keys as en/products.ts). */
export default {} satisfies CatalogOf<typeof en>;
