import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/layout";

/** বাংলা: the layout area (same keys as en/layout.ts). */
export default {} satisfies CatalogOf<typeof en>;
