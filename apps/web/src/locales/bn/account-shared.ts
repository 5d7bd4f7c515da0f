import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/account-shared";

/** বাংলা: the account settings' checks and refusals (same keys as en/account-shared.ts). */
export default {
  "shared.account.districtInvalid": "বাংলাদেশের ৬৪টি জেলার একটি বাছাই করুন।",
  "shared.account.currentPasswordRequired": "বর্তমান পাসওয়ার্ড লিখুন।",
  "shared.account.confirmPasswordMismatch": "নতুন পাসওয়ার্ড দুটি মেলেনি।",
  "shared.account.wrongPassword": "পাসওয়ার্ডটি ভুল।",
  "shared.account.confirmationRequired": "অ্যাকাউন্ট মুছতে আপনার পাসওয়ার্ড লিখুন।",
  "shared.account.emailConfirmationRequired": "অ্যাকাউন্ট মুছতে এর ইমেইল ঠিকানা লিখুন।",
  "shared.account.emailMismatch": "এটি আপনার অ্যাকাউন্টের ইমেইল ঠিকানা নয়।",
  "shared.account.lastAdmin": "আপনি শেষ অ্যাডমিন: অ্যাকাউন্ট মোছার আগে আরেকজনকে অ্যাডমিন করুন।",
} satisfies CatalogOf<typeof en>;
