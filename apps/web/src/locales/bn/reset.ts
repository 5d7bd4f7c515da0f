import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/reset";

/** পাসওয়ার্ড রিসেটের বাংলা লেখা: পাসওয়ার্ড ভুলে গেছেন ও নতুন পাসওয়ার্ডের পাতা। */
export default {
  "reset.forgot.title": "পাসওয়ার্ড ভুলে গেছেন",
  "reset.forgot.intro":
    "আপনার অ্যাকাউন্টের ইমেইল ঠিকানা লিখুন। নতুন পাসওয়ার্ড বেছে নেওয়ার একটি লিংক আমরা সেখানে পাঠাব।",
  "reset.forgot.email": "ইমেইল",
  "reset.forgot.submit": "রিসেট লিংক পাঠান",
  "reset.forgot.sent":
    "{email} ঠিকানায় কোনো অ্যাকাউন্ট থাকলে নতুন পাসওয়ার্ড বেছে নেওয়ার একটি লিংক আমরা সেখানে পাঠিয়েছি। ইনবক্স ও স্প্যাম ফোল্ডার দেখুন: লিংকটি একবারই, ১ ঘণ্টার জন্য কাজ করে।",
  "reset.forgot.again": "অন্য ঠিকানা দিন",
  "reset.forgot.rateLimited":
    "রিসেট লিংকের জন্য অনেকবার চাওয়া হয়েছে। অনুগ্রহ করে এক ঘণ্টা পর্যন্ত অপেক্ষা করে আবার চেষ্টা করুন।",
  "reset.backToLogin": "লগইনে ফিরে যান",
  "reset.new.title": "পাসওয়ার্ড রিসেট করুন",
  "reset.new.for": "{email} অ্যাকাউন্টের জন্য। সেভ করলে অন্য সব ডিভাইস থেকে আপনি লগআউট হয়ে যাবেন।",
  "reset.new.password": "নতুন পাসওয়ার্ড",
  "reset.new.hint": "অন্তত {count}টি অক্ষর।",
  "reset.new.submit": "নতুন পাসওয়ার্ড সেভ করুন",
  "reset.new.checking": "আপনার রিসেট লিংক যাচাই করা হচ্ছে",
  "reset.new.checkFailed": "আপনার রিসেট লিংক যাচাই করা গেল না",
  "reset.done.signedIn": "আপনার পাসওয়ার্ড বদলেছে, আর আপনি লগইন করা আছেন।",
  "reset.done.logIn": "আপনার পাসওয়ার্ড বদলেছে। নতুন পাসওয়ার্ড দিয়ে লগইন করুন।",
  "reset.refused.invalid.title": "লিংকটি সঠিক নয়",
  "reset.refused.invalid.text":
    "লিংকটি হয়তো কেটে গেছে বা বদলে গেছে। ইমেইল থেকে আবার খুলুন, অথবা নতুন লিংক চান।",
  "reset.refused.used.title": "লিংকটি আগেই ব্যবহার করা হয়েছে",
  "reset.refused.used.text":
    "প্রতিটি রিসেট লিংক একবারই কাজ করে। এখনো নতুন পাসওয়ার্ড লাগলে আরেকটি লিংক চান।",
  "reset.refused.expired.title": "লিংকটির মেয়াদ শেষ",
  "reset.refused.expired.text": "রিসেট লিংক ১ ঘণ্টা কাজ করে। নতুন একটি লিংক চান।",
  "reset.refused.otherAccount.title": "লিংকটি অন্য একটি অ্যাকাউন্টের",
  "reset.refused.otherAccount.text":
    "এখানে আপনি {email} হিসেবে লগইন করা আছেন। লগআউট করুন, তারপর লিংকটি দিয়ে তার নিজের অ্যাকাউন্টের নতুন পাসওয়ার্ড বেছে নিতে পারবেন।",
  "reset.refused.logOut": "লগআউট",
  "reset.refused.newLink": "নতুন লিংক চান",
} satisfies CatalogOf<typeof en>;
