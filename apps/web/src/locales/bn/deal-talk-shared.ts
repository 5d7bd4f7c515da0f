import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/deal-talk-shared";

/** বাংলা: a deal's thread and reviews, the server's refusals (same keys as en/deal-talk-shared.ts). */
export default {
  "shared.dealTalk.dealNotFound": "এই ডিলটি পাওয়া যায়নি।",
  "shared.dealTalk.notSide": "শুধু এই ডিলের ক্রেতা ও বিক্রেতা এটি করতে পারেন।",
  "shared.dealTalk.dealEnded": "এই ডিলটি শেষ হয়ে গেছে: এখানে আর নতুন বার্তা পাঠানো যাবে না।",
  "shared.dealTalk.tooManyMessages":
    "আপনি খুব দ্রুত বার্তা পাঠাচ্ছেন। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।",
  "shared.dealTalk.messageNotFound": "এই বার্তাটি পাওয়া যায়নি।",
  "shared.dealTalk.ownMessage": "নিজের বার্তা রিপোর্ট করা যায় না।",
  "shared.dealTalk.messageReported": "আপনি এই বার্তাটি আগেই রিপোর্ট করেছেন।",
  "shared.dealTalk.reviewNotAllowed": "শুধু হস্তান্তর কোড দিয়ে সম্পন্ন হওয়া ডিলের রিভিউ দেওয়া যায়।",
  "shared.dealTalk.alreadyReviewed": "আপনি এই ডিলের রিভিউ আগেই দিয়েছেন।",
  "shared.dealTalk.reviewNotFound": "এই রিভিউটি পাওয়া যায়নি।",
  "shared.dealTalk.ownReview": "নিজের রিভিউ রিপোর্ট করা যায় না।",
  "shared.dealTalk.reviewReported": "আপনি এই রিভিউটি আগেই রিপোর্ট করেছেন।",
  "shared.dealTalk.userNotFound": "এই ব্যবহারকারীকে পাওয়া যায়নি।",
} satisfies CatalogOf<typeof en>;
