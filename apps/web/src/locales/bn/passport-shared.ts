import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/passport-shared";

/** বাংলা: the phone passport's validation messages (same keys as en/passport-shared.ts). */
export default {
  "shared.passport.passportRequired":
    "ফোনের পাসপোর্ট দিতে হবে: এর আইএমইআই, অফিশিয়াল কি না, ব্যাটারির অবস্থা।",
  "shared.passport.imeiRequired": "আইএমইআই লিখুন: দেখতে ফোনে *#06# ডায়াল করুন।",
  "shared.passport.imeiDigits": "আইএমইআই-তে শুধু অঙ্ক থাকে (মাঝে ফাঁকা জায়গা বা ড্যাশ চলবে)।",
  "shared.passport.imeiLength": "আইএমইআই ঠিক ১৫ অঙ্কের হয়।",
  "shared.passport.imeiCheckDigit": "এই আইএমইআই-এর শেষ অঙ্ক মিলছে না: *#06# দিয়ে আবার দেখে নিন।",
  "shared.passport.imeiRepeated": "দ্বিতীয় আইএমইআই প্রথমটির থেকে আলাদা হতে হবে।",
  "shared.passport.officialRequired":
    "ফোনটি অফিশিয়াল (বিটিআরসিতে নিবন্ধিত) নাকি আনঅফিশিয়াল, তা জানান।",
  "shared.passport.batteryInvalid":
    "ব্যাটারির অবস্থা ০ থেকে ১০০-এর মধ্যে একটি পূর্ণসংখ্যা, অথবা জানা নেই।",
  "shared.passport.warrantyInvalid": "বাকি ওয়ারেন্টি ০ থেকে ৩৬ পর্যন্ত পূর্ণ মাসে লিখুন।",
  "shared.passport.repairsTooLong": "মেরামতের বিবরণ সর্বোচ্চ ৩০০ অক্ষরের হতে পারে।",
  "shared.passport.repairsInvalid":
    "মেরামতের বিবরণে কন্ট্রোল বা লেখার দিক বদলানোর অক্ষর রাখা যাবে না।",
  "shared.passport.imeiChangesPerListing":
    "আজ এই বিজ্ঞাপনের আইএমইআই ৩ বার বদলানো হয়েছে: আগামীকাল আবার চেষ্টা করুন।",
  "shared.passport.imeiChangesPerSeller":
    "আজ আপনি ১০ বার আইএমইআই বদলেছেন: আগামীকাল আবার চেষ্টা করুন।",
} satisfies CatalogOf<typeof en>;
