import { INTL_LOCALE } from "@bechedaw/shared";
import type { EmailContent, MailLanguage } from "../mail";

/** A phone a digest names: its name, price and page. */
type DigestPhone = { name: string; price: number; url: string };
type Digest = { phones: DigestPhone[]; more: boolean; searchUrl: string };

const price = (amount: number, language: MailLanguage) =>
  `৳${new Intl.NumberFormat(INTL_LOCALE[language], { maximumFractionDigits: 0 }).format(amount)}`;

// The daily digest in both languages (decision 025: an email's words live beside its feature).
const WORDS: Record<
  MailLanguage,
  {
    subject: (search: string, n: number) => string;
    greeting: (name: string) => string;
    intro: (search: string) => string;
    more: string;
    action: string;
    note: string;
  }
> = {
  en: {
    subject: (search, n) =>
      n === 1
        ? `A new phone for your search “${search}”`
        : `New phones for your search “${search}”`,
    greeting: (name) => `Hello ${name},`,
    intro: (search) =>
      `Since your last digest, these phones were listed for your saved search “${search}”:`,
    more: "And more: the search's page has them all.",
    action: "See the search's phones",
    note: "You get one digest a day for this search because you chose it. You can pause the search or change its emails on your Saved searches page.",
  },
  bn: {
    subject: (search) => `আপনার খোঁজ “${search}”-এর জন্য নতুন ফোন`,
    greeting: (name) => `প্রিয় ${name},`,
    intro: (search) =>
      `আগের সারসংক্ষেপের পর আপনার সংরক্ষিত খোঁজ “${search}”-এর সঙ্গে মেলে এমন এই ফোনগুলো বিক্রির জন্য এসেছে:`,
    more: "আরও আছে: খোঁজের পাতায় সবগুলো দেখুন।",
    action: "খোঁজের ফোনগুলো দেখুন",
    note: "এই খোঁজের জন্য আপনি দিনে একটি সারসংক্ষেপ বেছে নিয়েছেন বলে এটি পেয়েছেন। “সংরক্ষিত খোঁজ” পাতায় খোঁজটি থামাতে বা এর ইমেইল বদলাতে পারেন।",
  },
};

/** One day's digest of a saved search's new phones, in its owner's language. */
export function digestEmail(
  recipient: { name: string; language: MailLanguage },
  searchName: string,
  digest: Digest,
): EmailContent {
  const words = WORDS[recipient.language];
  const lines = digest.phones.map(
    (phone) => `${phone.name}, ${price(phone.price, recipient.language)}: ${phone.url}`,
  );
  return {
    subject: words.subject(searchName, digest.phones.length),
    greeting: words.greeting(recipient.name),
    paragraphs: [words.intro(searchName), ...lines, ...(digest.more ? [words.more] : [])],
    action: { label: words.action, url: digest.searchUrl },
    note: words.note,
  };
}
