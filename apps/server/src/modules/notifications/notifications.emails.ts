import type { NotificationKind } from "@bechedaw/shared";
import type { EmailContent, MailLanguage } from "../mail/mail.service";

/** What a notification's email says, besides its link. */
type Words = { subject: string; paragraphs: string[]; action: string };
type Values = { name: string; phone: string; reason: string };

// Each kind's email in both languages (decision 025: an email's words live beside its feature).
const WORDS: Record<MailLanguage, Record<NotificationKind, (v: Values) => Words>> = {
  en: {
    "booking-created": (v) => ({
      subject: `Your ${v.phone} was booked`,
      paragraphs: [
        `A buyer booked your ${v.phone}. Their phone number and meeting place are with the phone in My Products.`,
      ],
      action: "See the bookings",
    }),
    "booking-cancelled": (v) => ({
      subject: `A booking of your ${v.phone} was cancelled`,
      paragraphs: [`A buyer cancelled their booking of your ${v.phone}.`],
      action: "Open My Products",
    }),
    "listing-approved": (v) => ({
      subject: `Your ${v.phone} is published`,
      paragraphs: [
        `An admin reviewed your listing of ${v.phone} and published it: buyers can now find and book it.`,
      ],
      action: "See your listing",
    }),
    "listing-rejected": (v) => ({
      subject: `Your ${v.phone} was not published`,
      paragraphs: [
        `An admin reviewed your listing of ${v.phone} and rejected it. The reason: ${v.reason}`,
        "You can edit the listing in My Products; an edited listing is reviewed again.",
      ],
      action: "Open My Products",
    }),
    "listing-reported": (v) => ({
      subject: `Your ${v.phone} was reported`,
      paragraphs: [
        `Someone reported your listing of ${v.phone}. An admin will look at it; if everything in it is right, there is nothing for you to do.`,
      ],
      action: "See your listing",
    }),
    "booked-phone-sold": (v) => ({
      subject: `${v.phone} was sold to someone else`,
      paragraphs: [
        `The seller sold ${v.phone}, which you booked, to another buyer. Your booking has ended.`,
      ],
      action: "Open My Orders",
    }),
    "booked-phone-deleted": (v) => ({
      subject: `${v.phone} is no longer listed`,
      paragraphs: [
        `${v.phone}, which you booked, was removed from BecheDaw, and your booking with it.`,
      ],
      action: "Open My Orders",
    }),
    "listing-awaits-review": (v) => ({
      subject: `A listing waits for review: ${v.phone}`,
      paragraphs: [
        `The new listing ${v.phone} was held or flagged, and waits for an admin's review.`,
      ],
      action: "Open the review queue",
    }),
    "listing-third-report": (v) => ({
      subject: `${v.phone} was reported a third time`,
      paragraphs: [`The listing ${v.phone} has now been reported by three people.`],
      action: "See the reported products",
    }),
  },
  bn: {
    "booking-created": (v) => ({
      subject: `আপনার ${v.phone} বুক করা হয়েছে`,
      paragraphs: [
        `একজন ক্রেতা আপনার ${v.phone} বুক করেছেন। তাঁর ফোন নম্বর ও দেখা করার জায়গা “আমার পণ্য” পাতায় ফোনটির সঙ্গে আছে।`,
      ],
      action: "বুকিংগুলো দেখুন",
    }),
    "booking-cancelled": (v) => ({
      subject: `আপনার ${v.phone}-এর একটি বুকিং বাতিল হয়েছে`,
      paragraphs: [`একজন ক্রেতা আপনার ${v.phone}-এর বুকিং বাতিল করেছেন।`],
      action: "আমার পণ্য খুলুন",
    }),
    "listing-approved": (v) => ({
      subject: `আপনার ${v.phone} প্রকাশিত হয়েছে`,
      paragraphs: [
        `একজন অ্যাডমিন আপনার ${v.phone}-এর বিজ্ঞাপন দেখে প্রকাশ করেছেন: ক্রেতারা এখন এটি খুঁজে বুক করতে পারবেন।`,
      ],
      action: "বিজ্ঞাপনটি দেখুন",
    }),
    "listing-rejected": (v) => ({
      subject: `আপনার ${v.phone} প্রকাশ করা হয়নি`,
      paragraphs: [
        `একজন অ্যাডমিন আপনার ${v.phone}-এর বিজ্ঞাপন প্রত্যাখ্যান করেছেন। কারণ: ${v.reason}`,
        `“আমার পণ্য” পাতায় বিজ্ঞাপনটি সম্পাদনা করতে পারেন; সম্পাদনার পর এটি আবার পর্যালোচনা করা হবে।`,
      ],
      action: "আমার পণ্য খুলুন",
    }),
    "listing-reported": (v) => ({
      subject: `আপনার ${v.phone} নিয়ে অভিযোগ এসেছে`,
      paragraphs: [
        `কেউ আপনার ${v.phone}-এর বিজ্ঞাপন নিয়ে অভিযোগ করেছেন। একজন অ্যাডমিন এটি দেখবেন; বিজ্ঞাপনের সব তথ্য ঠিক থাকলে আপনার কিছু করার নেই।`,
      ],
      action: "বিজ্ঞাপনটি দেখুন",
    }),
    "booked-phone-sold": (v) => ({
      subject: `${v.phone} অন্য ক্রেতার কাছে বিক্রি হয়েছে`,
      paragraphs: [
        `আপনার বুক করা ${v.phone} বিক্রেতা অন্য একজন ক্রেতার কাছে বিক্রি করেছেন। আপনার বুকিং শেষ হয়েছে।`,
      ],
      action: "আমার অর্ডার খুলুন",
    }),
    "booked-phone-deleted": (v) => ({
      subject: `${v.phone} আর তালিকায় নেই`,
      paragraphs: [`আপনার বুক করা ${v.phone} BecheDaw থেকে সরিয়ে নেওয়া হয়েছে, সঙ্গে আপনার বুকিংও।`],
      action: "আমার অর্ডার খুলুন",
    }),
    "listing-awaits-review": (v) => ({
      subject: `পর্যালোচনার অপেক্ষায় একটি বিজ্ঞাপন: ${v.phone}`,
      paragraphs: [
        `নতুন বিজ্ঞাপন ${v.phone} আটকে রাখা বা চিহ্নিত করা হয়েছে, এবং একজন অ্যাডমিনের পর্যালোচনার অপেক্ষায় আছে।`,
      ],
      action: "পর্যালোচনার তালিকা খুলুন",
    }),
    "listing-third-report": (v) => ({
      subject: `${v.phone} নিয়ে তৃতীয় অভিযোগ`,
      paragraphs: [`${v.phone}-এর বিজ্ঞাপন নিয়ে এখন তিনজন অভিযোগ করেছেন।`],
      action: "অভিযোগ করা পণ্যগুলো দেখুন",
    }),
  },
};

const GREETING: Record<MailLanguage, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  bn: (name) => `প্রিয় ${name},`,
};

const NOTE: Record<MailLanguage, string> = {
  en: "You get this email because emails of this kind are on. You can turn them off on your Notifications page.",
  bn: "এই ধরনের ইমেইল চালু আছে বলে আপনি এটি পেয়েছেন। “বিজ্ঞপ্তি” পাতায় এগুলো বন্ধ করতে পারেন।",
};

/** A notification's email in its recipient's language; `url` is where its button leads. */
export function notificationEmail(
  language: MailLanguage,
  kind: NotificationKind,
  values: Values,
  url: string,
): EmailContent {
  const words = WORDS[language][kind](values);
  return {
    subject: words.subject,
    greeting: GREETING[language](values.name),
    paragraphs: words.paragraphs,
    action: { label: words.action, url },
    note: NOTE[language],
  };
}
