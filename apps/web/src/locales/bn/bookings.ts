import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/bookings";

/** বাংলা: the bookings area (same keys as en/bookings.ts). */
export default {} satisfies CatalogOf<typeof en>;
