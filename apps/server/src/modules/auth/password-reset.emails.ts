import type { EmailContent, MailLanguage } from "../mail";

type ResetEmailInput = {
  name: string;
  /** The reset page's absolute address, with the token. */
  url: string;
  /** False for an account that signs in with Google only: the link adds a password. */
  hasPassword: boolean;
};

type Words = {
  subject: string;
  greeting: (name: string) => string;
  paragraphs: string[];
  label: string;
  note: string;
};

const WORDS: Record<MailLanguage, { reset: Words; addPassword: Words }> = {
  en: {
    reset: {
      subject: "Reset your BecheDaw password",
      greeting: (name) => `Hello ${name},`,
      paragraphs: [
        "Someone asked to reset the password of your BecheDaw account. Choose a new password with the button below.",
        "The link works once and expires in 1 hour. A new password signs you out on every other device.",
      ],
      label: "Choose a new password",
      note: "If you did not ask for this, ignore this email: your password stays as it is.",
    },
    addPassword: {
      subject: "Add a password to your BecheDaw account",
      greeting: (name) => `Hello ${name},`,
      paragraphs: [
        "Someone asked to reset the password of your BecheDaw account. Your account signs in with Google and has no password: you can keep using “Continue With Google” on the login page.",
        "To sign in with your email and a password as well, add one with the button below. The link works once and expires in 1 hour.",
      ],
      label: "Add a password",
      note: "If you did not ask for this, ignore this email: your account stays as it is.",
    },
  },
  bn: {
    reset: {
      subject: "আপনার BecheDaw পাসওয়ার্ড রিসেট করুন",
      greeting: (name) => `হ্যালো ${name},`,
      paragraphs: [
        "কেউ আপনার BecheDaw অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন। নিচের বোতাম দিয়ে নতুন পাসওয়ার্ড বেছে নিন।",
        "লিংকটি একবারই কাজ করে এবং ১ ঘণ্টা পরে এর মেয়াদ শেষ হয়। নতুন পাসওয়ার্ড দিলে অন্য সব ডিভাইস থেকে আপনি লগআউট হয়ে যাবেন।",
      ],
      label: "নতুন পাসওয়ার্ড বেছে নিন",
      note: "আপনি এটি না চেয়ে থাকলে ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।",
    },
    addPassword: {
      subject: "আপনার BecheDaw অ্যাকাউন্টে একটি পাসওয়ার্ড যোগ করুন",
      greeting: (name) => `হ্যালো ${name},`,
      paragraphs: [
        "কেউ আপনার BecheDaw অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন। আপনার অ্যাকাউন্ট Google দিয়ে চলে, এর কোনো পাসওয়ার্ড নেই: লগইন পাতায় আগের মতোই “Google দিয়ে চালিয়ে যান” ব্যবহার করতে পারেন।",
        "ইমেইল ও পাসওয়ার্ড দিয়েও লগইন করতে চাইলে নিচের বোতাম দিয়ে একটি পাসওয়ার্ড যোগ করুন। লিংকটি একবারই কাজ করে এবং ১ ঘণ্টা পরে এর মেয়াদ শেষ হয়।",
      ],
      label: "পাসওয়ার্ড যোগ করুন",
      note: "আপনি এটি না চেয়ে থাকলে ইমেইলটি উপেক্ষা করুন: আপনার অ্যাকাউন্ট যেমন আছে তেমনই থাকবে।",
    },
  },
};

/** The password reset email in the recipient's language. */
export function passwordResetEmail(language: MailLanguage, input: ResetEmailInput): EmailContent {
  const words = WORDS[language][input.hasPassword ? "reset" : "addPassword"];
  return {
    subject: words.subject,
    greeting: words.greeting(input.name),
    paragraphs: words.paragraphs,
    action: { label: words.label, url: input.url },
    note: words.note,
  };
}
