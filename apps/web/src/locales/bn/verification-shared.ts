import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/verification-shared";

/** বাংলা: seller verification's checks and refusals (same keys as en/verification-shared.ts). */
export default {
  "shared.verification.photosRequired": "কাগজটির একটি ছবি দিন।",
  "shared.verification.photosTooMany": "সর্বোচ্চ ২টি ছবি পাঠান: সামনের আর পেছনের দিক।",
  "shared.verification.photoInvalid": "প্রতিটি ছবি হতে হবে আপনার আপলোড করা একটি গোপন ছবির ঠিকানা।",
  "shared.verification.photoRepeated": "দুটি ছবি আলাদা হতে হবে।",
  "shared.verification.photoNotYours": "প্রতিটি ছবি হতে হবে আপনার আপলোড করা একটি গোপন ছবি।",
  "shared.verification.shopNameRequired": "দোকানের নাম লিখুন।",
  "shared.verification.shopNameTooShort": "দোকানের নামে অন্তত ২টি অক্ষর দরকার।",
  "shared.verification.shopNameTooLong": "দোকানের নাম সর্বোচ্চ ৮০ অক্ষরের হতে পারে।",
  "shared.verification.shopNameInvalid":
    "দোকানের নামে নিয়ন্ত্রণ-অক্ষর বা লেখার দিক বদলানোর অক্ষর থাকতে পারবে না।",
  "shared.verification.shopNameReserved": "দোকানের নাম BecheDaw বা এর কর্মীদের মতো দেখাতে পারবে না।",
  "shared.verification.shopNameNotForIdentity": "শুধু দোকানের অনুরোধেই দোকানের নাম থাকে।",
  "shared.verification.reasonRequired": "অনুরোধটি কেন প্রত্যাখ্যান করছেন, লিখুন: বিক্রেতা তা দেখবেন।",
  "shared.verification.reasonTooLong": "কারণ সর্বোচ্চ ৫০০ অক্ষরের হতে পারে।",
  "shared.verification.reasonInvalid":
    "কারণে নিয়ন্ত্রণ-অক্ষর বা লেখার দিক বদলানোর অক্ষর থাকতে পারবে না।",
  "shared.verification.pending": "এই ধরনের একটি অনুরোধ আগে থেকেই অ্যাডমিনের অপেক্ষায় আছে।",
  "shared.verification.identityDone": "আপনার পরিচয় আগেই যাচাই করা হয়েছে।",
  "shared.verification.shopDone": "আপনার দোকান আগেই যাচাই করা হয়েছে।",
  "shared.verification.identityFirst":
    "আগে আপনার পরিচয় যাচাই করান: দোকানের জন্য যাচাই করা মালিক দরকার।",
  "shared.verification.requestNotFound": "এই নম্বরের কোনো যাচাইয়ের অনুরোধ নেই।",
  "shared.verification.alreadyDecided": "এই অনুরোধের সিদ্ধান্ত আগেই হয়ে গেছে।",
} satisfies CatalogOf<typeof en>;
