import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/email-shared";

/** বাংলা: email verification's refusals (same keys as en/email-shared.ts). */
export default {
  "shared.email.notVerified":
    "আগে আপনার ইমেইল ঠিকানা নিশ্চিত করুন: আমাদের পাঠানো লিংকটি খুলুন, অথবা নতুন লিংক চান।",
  "shared.email.linkExpired": "এই লিংকের মেয়াদ শেষ: নতুন লিংক চান।",
  "shared.email.linkInvalid": "এই লিংকটি কাজ করছে না: হয়তো অসম্পূর্ণ। নতুন লিংক চান।",
  "shared.email.linkUsed": "এই লিংকটি আগেই ব্যবহার হয়েছে: আপনার ঠিকানা নিশ্চিত।",
  "shared.email.addressConfirmedElsewhere":
    "এই ঠিকানাটি তার অন্য অ্যাকাউন্টে নিশ্চিত হয়েছে: সেই অ্যাকাউন্টে লগইন করুন।",
} satisfies CatalogOf<typeof en>;
