import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/common";

/** বাংলা: texts used across areas (same keys as en/common.ts). */
export default {
  "common.location.Dhaka": "ঢাকা",
  "common.location.Gazipur": "গাজীপুর",
  "common.location.Bogura": "বগুড়া",
  "common.location.Chittagong": "চট্টগ্রাম",
  "common.location.Barishal": "বরিশাল",
  "common.location.Dinajpur": "দিনাজপুর",
  "common.location.Thakurgaon": "ঠাকুরগাঁও",
  "common.location.Kurigram": "কুড়িগ্রাম",
  "common.location.Rangpur": "রংপুর",
  "common.age.months": "{count, plural, other {# মাস}}",
  "common.age.moreThanYear": "১ বছরের বেশি",
  "common.role.Buyer": "ক্রেতা",
  "common.role.Seller": "বিক্রেতা",
  "common.role.Admin": "অ্যাডমিন",
} satisfies CatalogOf<typeof en>;
