import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/verification";

/** বাংলা: the seller's Verification page (same keys as en/verification.ts). */
export default {
  "verification.title": "যাচাই",
  "verification.intro":
    "যাচাই করা বিক্রেতাকে ক্রেতারা বেশি ভরসা করেন: আপনার প্রতিটি ফোনে নামের পাশে আপনার ব্যাজ দেখা যায়।",
  "verification.current": "আপনার ব্যাজ:",
  "verification.noBadge": "এখনো নেই",
  "verification.loading": "আপনার যাচাইয়ের তথ্য আসছে",
  "verification.failed": "আপনার যাচাইয়ের তথ্য আনা গেল না।",
  "verification.steps": "ধাপগুলো",
  "verification.privacy":
    "এখানে পাঠানো ছবি শুধু অ্যাডমিনরা দেখেন। অ্যাডমিন সিদ্ধান্ত নেওয়ামাত্র ছবিগুলো মুছে ফেলা হয়; শুধু সিদ্ধান্তটি থাকে।",
  "verification.status.done": "সম্পন্ন",
  "verification.status.pending": "অপেক্ষায়",
  "verification.status.todo": "বাকি",
  "verification.status.locked": "পরে",
  "verification.email.title": "ইমেইল যাচাই করা",
  "verification.email.done": "আপনার ইমেইল ঠিকানা নিশ্চিত করা হয়েছে।",
  "verification.email.todo":
    "এখনো নিশ্চিত হয়নি: আমাদের ইমেইলে পাঠানো লিংকটি খুলুন। যেসব অ্যাকাউন্ট Google দিয়ে সাইন ইন করে, সেগুলো আগেই নিশ্চিত।",
  "verification.identity.title": "পরিচয় যাচাই করা",
  "verification.identity.text":
    "আপনার জাতীয় পরিচয়পত্রের ছবি পাঠান: সামনের দিক, চাইলে পেছনের দিকও। একজন অ্যাডমিন দেখবেন ছবিটি পড়া যায় কি না আর আপনার নামের সঙ্গে মেলে কি না; তারপর আপনি সবুজ টিক পাবেন।",
  "verification.identity.emailFirst": "আগে আপনার ইমেইল ঠিকানা নিশ্চিত করুন (ধাপ ১)।",
  "verification.identity.done":
    "একজন অ্যাডমিন আপনার পরিচয় যাচাই করেছেন: আপনার ফোনে সবুজ টিক দেখা যায়।",
  "verification.shop.title": "যাচাই করা দোকান",
  "verification.shop.text":
    "দোকান থেকে বিক্রি করেন? দোকানের ট্রেড লাইসেন্সের ছবি আর দোকানের নাম পাঠান। তখন আপনার ফোনে দোকানের নামসহ “যাচাই করা দোকান” দেখা যাবে।",
  "verification.shop.done": "আপনার ফোনে দেখা যায় “যাচাই করা দোকান · {name}”।",
  "verification.shop.locked": "আগে আপনার পরিচয় যাচাই করান।",
  "verification.pending": "{date} তারিখে পাঠানো হয়েছে: অ্যাডমিনের অপেক্ষায়।",
  "verification.rejected": "{date} তারিখে অনুমোদন হয়নি। অ্যাডমিন লিখেছেন: {reason}",
  "verification.tryAgain": "ঠিক করে নিচে নতুন ছবি পাঠান।",
  "verification.nidFront": "জাতীয় পরিচয়পত্র, সামনের দিক",
  "verification.nidBack": "জাতীয় পরিচয়পত্র, পেছনের দিক (ইচ্ছা হলে)",
  "verification.licence": "ট্রেড লাইসেন্স",
  "verification.shopName": "দোকানের নাম",
  "verification.photoHint": "JPEG, PNG বা WebP, প্রতিটি ১০ MB পর্যন্ত। প্রতিটি শব্দ যেন পড়া যায়।",
  "verification.chosen": "বেছে নেওয়া হয়েছে: {name}",
  "verification.photoRequired": "কাগজটির একটি ছবি বেছে নিন।",
  "verification.send": "যাচাইয়ের জন্য পাঠান",
  "verification.sent": "পাঠানো হয়েছে। একজন অ্যাডমিন শিগগিরই দেখবেন।",
} satisfies CatalogOf<typeof en>;
