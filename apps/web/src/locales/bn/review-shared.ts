import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/review-shared";

/** বাংলা: the listing review's validation messages (same keys as en/review-shared.ts). */
export default {
  "shared.review.reportKindInvalid":
    "বিজ্ঞাপনে কী সমস্যা তা জানান: চুরি করা ফোন, প্রতারণা, ভুল তথ্য অথবা অন্য কিছু।",
  "shared.review.rejectionReasonRequired": "বিজ্ঞাপনটি বাতিলের কারণ লিখুন: বিক্রেতা তা পড়বেন।",
  "shared.review.rejectionReasonTooLong": "কারণ সর্বোচ্চ ৫০০ অক্ষরের হতে পারে।",
  "shared.review.rejectionReasonInvalid": "কারণে কন্ট্রোল বা লেখার দিক বদলানোর অক্ষর রাখা যাবে না।",
} satisfies CatalogOf<typeof en>;
