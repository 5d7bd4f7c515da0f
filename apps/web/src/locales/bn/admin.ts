import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/admin";

/** বাংলা: the admin area (same keys as en/admin.ts). */
export default {} satisfies CatalogOf<typeof en>;
