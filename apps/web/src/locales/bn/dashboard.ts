import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/dashboard";

/** বাংলা: the dashboard area (same keys as en/dashboard.ts). */
export default {} satisfies CatalogOf<typeof en>;
