import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/auth";

/** বাংলা: the session ended (same keys as en/auth.ts). */
export default {
  "auth.sessionEnded": "আপনার সেশন শেষ হয়েছে। আবার লগইন করুন।",
} satisfies CatalogOf<typeof en>;
