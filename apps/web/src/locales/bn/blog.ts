import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/blog";

/** বাংলা: the blog area (same keys as en/blog.ts). */
export default {} satisfies CatalogOf<typeof en>;
