import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/review";

/** বাংলা: the admin's review queue (same keys as en/review.ts). */
export default {
  "review.title": "পর্যালোচনার সারি",
  "review.intro":
    "যা অ্যাডমিনের সিদ্ধান্তের অপেক্ষায়: সার্ভার যে বিজ্ঞাপনগুলো আটকে রেখেছে, চিহ্নিত করেছে বা ক্রেতারা রিপোর্ট করেছেন, তারপর যাচাই চাওয়া বিক্রেতারা।",
  "review.sellers.title": "বিক্রেতা যাচাই",
  "review.sellers.intro":
    "দেখুন কাগজটি পড়া যায় কি না আর বিক্রেতার নামের সঙ্গে মেলে কি না। সিদ্ধান্ত নেওয়ামাত্র এর ছবিগুলো মুছে ফেলা হয়।",
  "review.sellers.loading": "যাচাইয়ের অনুরোধগুলো আসছে",
  "review.sellers.failed": "যাচাইয়ের অনুরোধগুলো আনা গেল না।",
  "review.sellers.empty": "কোনো বিক্রেতা যাচাইয়ের অপেক্ষায় নেই।",
  "review.sellers.identity": "পরিচয় (জাতীয় পরিচয়পত্র)",
  "review.sellers.shop": "দোকান: {name}",
  "review.sellers.sent": "পাঠানো হয়েছে {date}",
  "review.sellers.memberSince": "{date} থেকে সদস্য",
  "review.sellers.photo": "{name}-এর কাগজের ছবি {number}",
  "review.sellers.photoFailed": "এই ছবিটি আনা গেল না।",
  "review.sellers.approve": "অনুমোদন",
  "review.sellers.reject": "প্রত্যাখ্যান",
  "review.sellers.approveTitle": "{name}-কে অনুমোদন করবেন?",
  "review.sellers.approveIdentity":
    "{name} তাঁর প্রতিটি ফোনে সবুজ টিক পাবেন। কাগজের ছবিগুলো মুছে ফেলা হবে।",
  "review.sellers.approveShop":
    "{name}-এর ফোনে দেখা যাবে “যাচাই করা দোকান · {shop}”। কাগজের ছবিগুলো মুছে ফেলা হবে।",
  "review.sellers.rejectTitle": "{name}-এর অনুরোধ প্রত্যাখ্যান করবেন?",
  "review.sellers.reason": "কারণ",
  "review.sellers.reasonHint": "বিক্রেতা এটি দেখবেন: কী ঠিক করতে হবে লিখুন, যেমন “ছবিটি ঝাপসা”।",
  "review.sellers.approved": "অনুমোদন করা হয়েছে। বিক্রেতার ব্যাজ বদলে গেছে।",
  "review.sellers.rejected": "প্রত্যাখ্যান করা হয়েছে। বিক্রেতা আপনার কারণ দেখবেন।",
  "review.sellers.more": "আরও অনুরোধ দেখুন",
  "review.talk.title": "বার্তা ও রিভিউ",
  "review.talk.intro":
    "যে ডিল-বার্তায় অগ্রিম টাকা চাওয়া হয়েছে বা কোনো পক্ষ রিপোর্ট করেছেন, আর যে রিভিউ কেউ রিপোর্ট করেছেন। লুকান চাপলে তা সরে যাবে; খারিজ করুন চাপলে তা থাকবে, শুধু চিহ্ন ও রিপোর্ট মুছে যাবে।",
  "review.talk.messages": "ডিলের বার্তা",
  "review.talk.reviews": "রিপোর্ট করা রিভিউ",
  "review.talk.loading": "লোড হচ্ছে",
  "review.talk.failed": "এই তালিকা লোড করা যায়নি।",
  "review.talk.noMessages": "চিহ্নিত বা রিপোর্ট করা কোনো বার্তা নেই।",
  "review.talk.noReviews": "রিপোর্ট করা কোনো রিভিউ নেই।",
  "review.talk.deal": "{product}-এর ডিল",
  "review.talk.byBuyer": "{name} (ক্রেতা) · {date}",
  "review.talk.bySeller": "{name} (বিক্রেতা) · {date}",
  "review.talk.flagged": "অগ্রিম টাকা চাওয়া হয়েছে",
  "review.talk.reports": "{count, plural, other {#টি রিপোর্ট}}",
  "review.talk.reviewOf": "{subject} সম্পর্কে {author} · {date}",
  "review.talk.stars": "৫-এর মধ্যে {stars} তারা",
  "review.talk.hide": "লুকান",
  "review.talk.clear": "খারিজ করুন",
  "review.talk.hidden": "লুকানো হয়েছে।",
  "review.talk.cleared": "চিহ্ন ও রিপোর্ট খারিজ করা হয়েছে।",
  "review.talk.more": "আরও দেখুন",
} satisfies CatalogOf<typeof en>;
