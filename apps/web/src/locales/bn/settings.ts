import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/settings";

/** বাংলা: the account settings page (same keys as en/settings.ts). */
export default {
  "settings.menu": "সেটিংস",
  "settings.title": "অ্যাকাউন্ট সেটিংস",
  "settings.intro": "আপনার প্রোফাইল, পাসওয়ার্ড আর অ্যাকাউন্ট।",
  "settings.loading": "আপনার অ্যাকাউন্ট আসছে",
  "settings.failed": "আপনার অ্যাকাউন্ট আনা যায়নি।",
  "settings.profile.title": "প্রোফাইল",
  "settings.profile.email": "ইমেইল ঠিকানা",
  "settings.profile.emailHint": "ইমেইল ঠিকানা এখানে বদলানো যায় না।",
  "settings.profile.name": "পুরো নাম",
  "settings.profile.phone": "ফোন নম্বর",
  "settings.profile.phoneHint":
    "০১৭১২৩৪৫৬৭৮-এর মতো একটি বাংলাদেশি মোবাইল নম্বর। বুকিংয়ে এটি আগে থেকে বসানো থাকবে; মুছতে ঘরটি খালি রাখুন।",
  "settings.profile.district": "জেলা",
  "settings.profile.noDistrict": "বাছাই করা হয়নি",
  "settings.profile.districtHint": "বুকিংয়ে এটি দেখা করার জায়গা হিসেবে আগে থেকে বসানো থাকবে।",
  "settings.profile.language": "ভাষা",
  "settings.profile.save": "প্রোফাইল সংরক্ষণ করুন",
  "settings.profile.saved": "আপনার প্রোফাইল সংরক্ষণ করা হয়েছে।",
  "settings.password.title": "পাসওয়ার্ড",
  "settings.password.intro":
    "পাসওয়ার্ড বদলালে অন্য সব ডিভাইস থেকে আপনি সাইন আউট হয়ে যাবেন; এই ডিভাইসে সাইন ইন থাকবে।",
  "settings.password.setIntro":
    "আপনি গুগল দিয়ে সাইন ইন করেন। ইমেইল ঠিকানা দিয়েও সাইন ইন করতে একটি পাসওয়ার্ড দিন; অন্য ডিভাইসগুলো থেকে সাইন আউট হয়ে যাবে।",
  "settings.password.current": "বর্তমান পাসওয়ার্ড",
  "settings.password.new": "নতুন পাসওয়ার্ড",
  "settings.password.confirm": "নতুন পাসওয়ার্ড আবার লিখুন",
  "settings.password.hint": "অন্তত ৮টি অক্ষর।",
  "settings.password.change": "পাসওয়ার্ড বদলান",
  "settings.password.set": "পাসওয়ার্ড দিন",
  "settings.password.changed":
    "পাসওয়ার্ড বদলানো হয়েছে। {count, plural, =0 {অন্য কোনো ডিভাইসে সাইন ইন ছিল না।} other {অন্য #টি ডিভাইস থেকে সাইন আউট করা হয়েছে।}}",
  "settings.delete.title": "আমার অ্যাকাউন্ট মুছুন",
  "settings.delete.intro":
    "আপনার অ্যাকাউন্ট চিরতরে মুছে যাবে, এর সবকিছুসহ: আপনার বিজ্ঞাপন আর সেগুলোর ছবি, আপনার বুকিং আর আপনার ফোনের বুকিং, আপনার রিপোর্ট আর যাচাইয়ের অনুরোধ।",
  "settings.delete.lastAdmin":
    "আপনি শেষ অ্যাডমিন, তাই অ্যাকাউন্ট মুছতে পারবেন না। আগে আরেকজনকে অ্যাডমিন করুন।",
  "settings.delete.button": "আমার অ্যাকাউন্ট মুছুন",
  "settings.delete.dialogTitle": "অ্যাকাউন্ট মুছবেন?",
  "settings.delete.dialogText": "এটি আর ফেরানো যাবে না। নিশ্চিত করতে আপনার পাসওয়ার্ড লিখুন।",
  "settings.delete.dialogTextEmail":
    "এটি আর ফেরানো যাবে না। আপনার অ্যাকাউন্টে পাসওয়ার্ড নেই: নিশ্চিত করতে এর ইমেইল ঠিকানা ({email}) লিখুন।",
  "settings.delete.password": "পাসওয়ার্ড",
  "settings.delete.email": "ইমেইল ঠিকানা",
  "settings.delete.cancel": "বাতিল",
  "settings.delete.confirm": "চিরতরে মুছুন",
  "settings.delete.done": "আপনার অ্যাকাউন্ট মুছে ফেলা হয়েছে। বিদায়!",
} satisfies CatalogOf<typeof en>;
