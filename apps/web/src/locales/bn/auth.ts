import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/auth";

/** বাংলা: the auth area (same keys as en/auth.ts). */
export default {} satisfies CatalogOf<typeof en>;
