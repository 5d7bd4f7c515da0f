import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/deals-shared";

/** বাংলা: a deal's checks and refusals (same keys as en/deals-shared.ts). */
export default {
  "shared.deal.textInvalid": "লেখায় কন্ট্রোল বা লেখার দিক বদলানোর অক্ষর রাখা যাবে না।",
  "shared.deal.placeRequired": "কোথায় দেখা করবেন লিখুন।",
  "shared.deal.placeTooLong": "দেখা করার জায়গা সর্বোচ্চ ২০০ অক্ষরের হতে পারে।",
  "shared.deal.timeInvalid": "দেখা করার তারিখ ও সময় বেছে নিন।",
  "shared.deal.timeInPast": "ভবিষ্যতের কোনো সময় বেছে নিন।",
  "shared.deal.timeTooFar": "আগামী ৬০ দিনের মধ্যে কোনো সময় বেছে নিন।",
  "shared.deal.cancelReasonRequired": "কেন বাতিল করছেন লিখুন: অন্য পক্ষ এটি পড়বেন।",
  "shared.deal.cancelReasonTooLong": "কারণ সর্বোচ্চ ৩০০ অক্ষরের হতে পারে।",
  "shared.deal.codeInvalid": "হস্তান্তর কোড ৬ অঙ্কের।",
  "shared.deal.messageRequired": "একটি বার্তা লিখুন।",
  "shared.deal.messageTooLong": "বার্তা সর্বোচ্চ ১০০০ অক্ষরের হতে পারে।",
  "shared.deal.messageHasLink": "বার্তায় কোনো লিংক দেওয়া যাবে না।",
  "shared.deal.textHasLink": "এখানে কোনো লিংক দেওয়া যাবে না: কথায় লিখুন।",
  "shared.deal.starsInvalid": "১ থেকে ৫ তারকার মধ্যে বেছে নিন।",
  "shared.deal.commentTooLong": "মন্তব্য সর্বোচ্চ ৫০০ অক্ষরের হতে পারে।",
  "shared.deal.reportReasonTooLong": "কারণ সর্বোচ্চ ৫০০ অক্ষরের হতে পারে।",
  "shared.deal.noAdvance": "কখনো অগ্রিম টাকা দেবেন না। ফোন হাতে পেলে তবেই দাম দিন।",
} satisfies CatalogOf<typeof en>;
