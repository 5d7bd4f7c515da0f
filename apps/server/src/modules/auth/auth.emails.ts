import type { EmailContent, MailLanguage } from "../mail";

// The words of the emails that confirm an address, in both languages
// (docs/decisions/026-email-verification.md).

type Words = {
  subject: string;
  greeting: (name: string) => string;
  /** A greeting that names no one, for emails whose name someone else may have typed. */
  plainGreeting: string;
  confirm: string;
  button: string;
  expires: string;
  takeoverSubject: string;
  takeover: string;
  takeoverWarning: string;
  takeoverButton: string;
  notYou: string;
};

const WORDS: Record<MailLanguage, Words> = {
  en: {
    subject: "Confirm your email address for BecheDaw",
    greeting: (name) => `Hello ${name},`,
    plainGreeting: "Hello,",
    confirm:
      "Thank you for joining BecheDaw. Please confirm that this email address is yours: once it is confirmed, you can list phones for sale.",
    button: "Confirm my email address",
    expires: "The link works for 24 hours.",
    takeoverSubject: "Confirm your new BecheDaw account",
    takeover:
      "Someone (we hope you) signed up for BecheDaw with this email address. An account with this address exists already, but its address was never confirmed.",
    takeoverWarning:
      "If you open the link below, the new account becomes yours and the unconfirmed account is deleted, with its listings, bookings and photos. If the older account is yours, log in to it instead and ignore this email.",
    takeoverButton: "Confirm and use the new account",
    notYou: "Did not sign up? Ignore this email: nothing changes until the link is opened.",
  },
  bn: {
    subject: "BecheDaw-এ আপনার ইমেইল ঠিকানা নিশ্চিত করুন",
    greeting: (name) => `হ্যালো ${name},`,
    plainGreeting: "হ্যালো,",
    confirm:
      "BecheDaw-এ যোগ দেওয়ার জন্য ধন্যবাদ। এই ইমেইল ঠিকানাটি যে আপনার, তা নিশ্চিত করুন: নিশ্চিত হলে আপনি ফোন বিক্রির জন্য তালিকাভুক্ত করতে পারবেন।",
    button: "আমার ইমেইল ঠিকানা নিশ্চিত করুন",
    expires: "লিংকটি ২৪ ঘণ্টা কাজ করবে।",
    takeoverSubject: "আপনার নতুন BecheDaw অ্যাকাউন্ট নিশ্চিত করুন",
    takeover:
      "কেউ (আশা করি আপনি) এই ইমেইল ঠিকানা দিয়ে BecheDaw-এ সাইন আপ করেছেন। এই ঠিকানায় আগে থেকেই একটি অ্যাকাউন্ট আছে, কিন্তু তার ঠিকানা কখনো নিশ্চিত করা হয়নি।",
    takeoverWarning:
      "নিচের লিংক খুললে নতুন অ্যাকাউন্টটি আপনার হবে, আর নিশ্চিত না করা অ্যাকাউন্টটি তার বিজ্ঞাপন, বুকিং ও ছবিসহ মুছে যাবে। পুরোনো অ্যাকাউন্টটি আপনার হলে সেটিতে লগইন করুন এবং এই ইমেইল উপেক্ষা করুন।",
    takeoverButton: "নিশ্চিত করুন ও নতুন অ্যাকাউন্ট ব্যবহার করুন",
    notYou: "সাইন আপ করেননি? এই ইমেইল উপেক্ষা করুন: লিংক না খোলা পর্যন্ত কিছুই বদলাবে না।",
  },
};

/** The email with a link that confirms a new account's address. */
export function confirmEmailContent(
  language: MailLanguage,
  name: string,
  url: string,
): EmailContent {
  const words = WORDS[language];
  return {
    subject: words.subject,
    greeting: words.greeting(name),
    paragraphs: [words.confirm, words.expires],
    action: { label: words.button, url },
    note: words.notYou,
  };
}

/**
 * The email to an address whose existing account was never confirmed, after someone signed up
 * with it again: its link replaces the old account with the new one. Anyone may sign up with any
 * address, so it quotes nothing they typed (the name chosen is not the address owner's words).
 */
export function takeoverEmailContent(language: MailLanguage, url: string): EmailContent {
  const words = WORDS[language];
  return {
    subject: words.takeoverSubject,
    greeting: words.plainGreeting,
    paragraphs: [words.takeover, words.takeoverWarning, words.expires],
    action: { label: words.takeoverButton, url },
    note: words.notYou,
  };
}

/** The web page a verification link opens, with its token. */
export function verifyEmailUrl(baseUrl: string, token: string): string {
  const url = new URL("/verify-email", baseUrl);
  url.searchParams.set("token", token);
  return url.toString();
}
