import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/login";

/** বাংলা: logging in and signing up (same keys as en/login.ts). */
export default {
  "auth.login.title": "লগইন",
  "auth.login.email": "ইমেইল",
  "auth.login.password": "পাসওয়ার্ড",
  "auth.login.submit": "লগইন",
  "auth.login.accountReady": "আপনার অ্যাকাউন্ট তৈরি। পাসওয়ার্ড দিয়ে লগইন করুন।",
  "auth.login.googleFailed": "Google দিয়ে লগইন শেষ হয়নি। আবার চেষ্টা করুন।",
  "auth.login.google": "Google দিয়ে চালিয়ে যান",
  "auth.login.newHere": "BecheDaw-এ নতুন?",
  "auth.login.createAccount": "নতুন অ্যাকাউন্ট খুলুন",
  "auth.or": "অথবা",
  "auth.reason.dashboard": "আপনার ড্যাশবোর্ড দেখতে লগইন করুন।",
  "auth.reason.category": "{brand} ফোনগুলো দেখতে লগইন করুন।",
  "auth.reason.other": "যে পাতাটি খুলেছেন সেখানে যেতে লগইন করুন।",
  "auth.forgot.question": "পাসওয়ার্ড ভুলে গেছেন?",
  "auth.google.signingIn": "আপনাকে লগইন করানো হচ্ছে",
  "auth.signup.title": "সাইন আপ",
  "auth.signup.name": "পুরো নাম",
  "auth.signup.email": "ইমেইল ঠিকানা",
  "auth.signup.accountType": "অ্যাকাউন্টের ধরন",
  "auth.signup.password": "পাসওয়ার্ড",
  "auth.signup.passwordHint": "অন্তত {count}টি অক্ষর।",
  "auth.signup.submit": "সাইন আপ",
  "auth.signup.google": "Google দিয়ে সাইন আপ",
  "auth.signup.haveAccount": "আগেই অ্যাকাউন্ট আছে?",
  "auth.signup.login": "লগইন করুন",
} satisfies CatalogOf<typeof en>;
