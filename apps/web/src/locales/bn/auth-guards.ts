import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/auth-guards";

/** বাংলা: the protected pages' checks (same keys as en/auth-guards.ts). */
export default {
  "auth.check.session": "আপনার সেশন দেখা হচ্ছে",
  "auth.check.sessionFailed": "আপনার সেশন দেখা গেল না",
  "auth.check.account": "আপনার অ্যাকাউন্ট দেখা হচ্ছে",
  "auth.check.accountFailed": "আপনার অ্যাকাউন্ট দেখা গেল না",
  "auth.role.notForYou": "এই পাতাটি আপনার অ্যাকাউন্টের জন্য নয়",
  "auth.role.onlyFor": "শুধু {audience} এই পাতা খুলতে পারেন। আপনি {role} হিসেবে লগইন করেছেন।",
  "auth.role.buyers": "ক্রেতারা",
  "auth.role.sellers": "বিক্রেতারা",
  "auth.role.admins": "অ্যাডমিনরা",
  "auth.role.and": "{first} ও {second}",
  "auth.role.back": "ড্যাশবোর্ডে ফিরে যান",
} satisfies CatalogOf<typeof en>;
