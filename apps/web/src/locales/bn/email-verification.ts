import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/email-verification";

/** Bangla texts of email verification; the same keys as en/email-verification.ts. */
export default {
  "email.linkSent":
    "আমরা {email} ঠিকানায় একটি লিংক পাঠিয়েছি। ঠিকানা নিশ্চিত করতে লিংকটি খুলুন: ফোন তালিকাভুক্ত করতে নিশ্চিত ঠিকানা লাগে।",
  "email.notice.title": "আপনার ইমেইল ঠিকানা নিশ্চিত করুন",
  "email.notice.addProduct":
    "ফোন তালিকাভুক্ত করার আগে {email} ঠিকানায় পাঠানো লিংকটি খুলুন। লিংকটি ২৪ ঘণ্টা কাজ করবে।",
  "email.resend": "লিংকটি আবার পাঠান",
  "email.resent": "{email} ঠিকানায় নতুন লিংক যাচ্ছে।",
  "email.resentAny": "এই ঠিকানার কোনো অ্যাকাউন্ট নিশ্চিতকরণের অপেক্ষায় থাকলে নতুন লিংক যাচ্ছে।",
  "email.verify.title": "আপনার ইমেইল ঠিকানা নিশ্চিত করুন",
  "email.verify.checking": "আপনার লিংক যাচাই হচ্ছে",
  "email.verify.verified":
    "আপনার ইমেইল ঠিকানা {email} নিশ্চিত হয়েছে। এখন আপনি ফোন তালিকাভুক্ত করতে পারবেন।",
  "email.verify.replaced":
    "{email} ঠিকানার জন্য আপনার নতুন অ্যাকাউন্ট তৈরি ও নিশ্চিত। এই ঠিকানার পুরোনো, নিশ্চিত না করা অ্যাকাউন্টটি মুছে ফেলা হয়েছে। আপনার বেছে নেওয়া পাসওয়ার্ড দিয়ে লগইন করুন।",
  "email.verify.used": "এই লিংকটি আগেই ব্যবহার হয়েছে: আপনার ইমেইল ঠিকানা নিশ্চিত।",
  "email.verify.expired": "এই লিংকের মেয়াদ শেষ: লিংক ২৪ ঘণ্টা কাজ করে। নিচে নতুন লিংক চান।",
  "email.verify.invalid":
    "এই লিংকটি কাজ করছে না। হয়তো অসম্পূর্ণ: ইমেইল থেকে পুরো ঠিকানাটি কপি করুন, অথবা নিচে নতুন লিংক চান।",
  "email.verify.elsewhere":
    "এর মধ্যে এই ঠিকানাটি তার পুরোনো অ্যাকাউন্টে নিশ্চিত হয়েছে: সেই অ্যাকাউন্টে লগইন করুন।",
  "email.verify.missing": "এই পাতার জন্য আপনার ইমেইলের লিংকটি লাগবে। নিচে নতুন লিংক চান।",
  "email.verify.failed": "আপনার লিংক যাচাই করা যায়নি।",
  "email.verify.askNew": "নতুন লিংক নিন",
  "email.verify.email": "ইমেইল ঠিকানা",
  "email.verify.addPhone": "ফোন যোগ করুন",
  "email.verify.login": "লগইন",
  "email.verify.dashboard": "ড্যাশবোর্ডে যান",
} satisfies CatalogOf<typeof en>;
