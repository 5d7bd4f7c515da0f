import type { NotificationKind } from "@bechedaw/shared";
import type { EmailContent, MailLanguage } from "../mail";

/** What a notification's email says, besides its link. */
type Words = { subject: string; paragraphs: string[]; action: string };
type Values = { name: string; phone: string; reason: string };

// Each kind's email in both languages (decision 025: an email's words live beside its feature).
const WORDS: Record<MailLanguage, Record<NotificationKind, (v: Values) => Words>> = {
  en: {
    "booking-created": (v) => ({
      subject: `Your ${v.phone} was booked`,
      paragraphs: [
        `A buyer booked your ${v.phone}. Open the deal to accept it; you see their phone number once you have.`,
      ],
      action: "Open the deal",
    }),
    "booking-cancelled": (v) => ({
      subject: `A booking of your ${v.phone} was cancelled`,
      paragraphs: [`A buyer cancelled their booking of your ${v.phone}.`],
      action: "Open the deal",
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
    "deal-accepted": (v) => ({
      subject: `The seller accepted your booking of ${v.phone}`,
      paragraphs: [
        `The seller of ${v.phone} accepted your booking. Their phone number is on the deal's page: agree on a place and a time to meet there.`,
        "Never pay an advance. Pay only when you hold the phone.",
      ],
      action: "Open the deal",
    }),
    "meetup-proposed": (v) => ({
      subject: `A meetup is proposed for ${v.phone}`,
      paragraphs: [
        `The other side of your deal for ${v.phone} proposed where and when to meet. Confirm it, or propose another, on the deal's page.`,
      ],
      action: "Open the deal",
    }),
    "meetup-confirmed": (v) => ({
      subject: `The meetup for ${v.phone} is agreed`,
      paragraphs: [
        `The meetup for ${v.phone} is agreed. The buyer finds the handover code on the deal's page and tells it to the seller when they hold the phone.`,
      ],
      action: "Open the deal",
    }),
    "deal-cancelled": (v) => ({
      subject: `The deal for ${v.phone} was cancelled`,
      paragraphs: [
        `The other side cancelled your deal for ${v.phone}.`,
        ...(v.reason ? [`The reason: ${v.reason}`] : []),
      ],
      action: "Open the deal",
    }),
    "handover-locked": (v) => ({
      subject: `The handover of ${v.phone} is locked`,
      paragraphs: [
        `A wrong handover code was entered five times for ${v.phone}, so the handover is locked. The seller can still mark the phone sold outside BecheDaw, and either side can cancel.`,
      ],
      action: "Open the deal",
    }),
    "deal-message": (v) => ({
      subject: `A new message about ${v.phone}`,
      paragraphs: [`The other side of your deal for ${v.phone} sent you a message.`],
      action: "Read the message",
    }),
    "review-received": (v) => ({
      subject: `You have a new review for ${v.phone}`,
      paragraphs: [`The other side of your deal for ${v.phone} reviewed you.`],
      action: "Open the deal",
    }),
    "deal-ended": (v) => ({
      subject: `Your deal for ${v.phone} has ended`,
      paragraphs: [
        `BecheDaw's admins stopped your deal for ${v.phone}: the listing was taken down, or an account in the deal was suspended. The deal's page says which.`,
        "Do not meet for this deal, and never send any money for it.",
      ],
      action: "Open the deal",
    }),
    "favourite-price-dropped": (v) => ({
      subject: `${v.phone}, which you saved, is cheaper now`,
      paragraphs: [
        `The seller lowered the price of ${v.phone}, a phone in your favourites. Its page has the new price.`,
      ],
      action: "See the phone",
    }),
    "favourite-sold": (v) => ({
      subject: `${v.phone}, which you saved, is sold`,
      paragraphs: [
        `${v.phone}, a phone in your favourites, has been sold. Other phones like it may be on BecheDaw.`,
      ],
      action: "See the phone",
    }),
    "saved-search-match": (v) => ({
      subject: `A new phone for your search “${v.reason}”: ${v.phone}`,
      paragraphs: [
        `${v.phone} was just listed on BecheDaw and matches your saved search “${v.reason}”.`,
        "Instant emails come at most once a day for each search; every match is in your notifications. You can pause the search or change its emails on your Saved searches page.",
      ],
      action: "See the search's phones",
    }),
  },
  bn: {
    "booking-created": (v) => ({
      subject: `আপনার ${v.phone} বুক করা হয়েছে`,
      paragraphs: [
        `একজন ক্রেতা আপনার ${v.phone} বুক করেছেন। ডিলটি খুলে গ্রহণ করুন; গ্রহণ করার পর তাঁর ফোন নম্বর দেখতে পাবেন।`,
      ],
      action: "ডিলটি খুলুন",
    }),
    "booking-cancelled": (v) => ({
      subject: `আপনার ${v.phone}-এর একটি বুকিং বাতিল হয়েছে`,
      paragraphs: [`একজন ক্রেতা আপনার ${v.phone}-এর বুকিং বাতিল করেছেন।`],
      action: "ডিলটি খুলুন",
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
    "deal-accepted": (v) => ({
      subject: `বিক্রেতা আপনার ${v.phone}-এর বুকিং গ্রহণ করেছেন`,
      paragraphs: [
        `${v.phone}-এর বিক্রেতা আপনার বুকিং গ্রহণ করেছেন। তাঁর ফোন নম্বর ডিলের পাতায় আছে: সেখানে দেখা করার জায়গা ও সময় ঠিক করুন।`,
        "কখনো আগাম টাকা দেবেন না। ফোন হাতে পেলে তবেই টাকা দিন।",
      ],
      action: "ডিলটি খুলুন",
    }),
    "meetup-proposed": (v) => ({
      subject: `${v.phone}-এর জন্য দেখা করার প্রস্তাব এসেছে`,
      paragraphs: [
        `${v.phone}-এর ডিলে অন্য পক্ষ কোথায় ও কখন দেখা করবেন তা প্রস্তাব করেছেন। ডিলের পাতায় এটি নিশ্চিত করুন, অথবা অন্য প্রস্তাব দিন।`,
      ],
      action: "ডিলটি খুলুন",
    }),
    "meetup-confirmed": (v) => ({
      subject: `${v.phone}-এর জন্য দেখা করা নিশ্চিত হয়েছে`,
      paragraphs: [
        `${v.phone}-এর জন্য দেখা করার সময় ও জায়গা নিশ্চিত হয়েছে। ক্রেতা ডিলের পাতায় হস্তান্তর কোড পাবেন এবং ফোন হাতে পেলে বিক্রেতাকে বলবেন।`,
      ],
      action: "ডিলটি খুলুন",
    }),
    "deal-cancelled": (v) => ({
      subject: `${v.phone}-এর ডিল বাতিল হয়েছে`,
      paragraphs: [
        `অন্য পক্ষ ${v.phone}-এর ডিলটি বাতিল করেছেন।`,
        ...(v.reason ? [`কারণ: ${v.reason}`] : []),
      ],
      action: "ডিলটি খুলুন",
    }),
    "handover-locked": (v) => ({
      subject: `${v.phone}-এর হস্তান্তর বন্ধ হয়ে গেছে`,
      paragraphs: [
        `${v.phone}-এর জন্য পাঁচবার ভুল হস্তান্তর কোড দেওয়া হয়েছে, তাই হস্তান্তর বন্ধ। বিক্রেতা এখনো ফোনটি BecheDaw-এর বাইরে বিক্রি হয়েছে বলে চিহ্নিত করতে পারেন, আর যেকোনো পক্ষ ডিল বাতিল করতে পারেন।`,
      ],
      action: "ডিলটি খুলুন",
    }),
    "deal-message": (v) => ({
      subject: `${v.phone} নিয়ে নতুন বার্তা`,
      paragraphs: [`${v.phone}-এর ডিলে অন্য পক্ষ আপনাকে একটি বার্তা পাঠিয়েছেন।`],
      action: "বার্তাটি পড়ুন",
    }),
    "review-received": (v) => ({
      subject: `${v.phone}-এর ডিলে আপনি নতুন রিভিউ পেয়েছেন`,
      paragraphs: [`${v.phone}-এর ডিলে অন্য পক্ষ আপনার রিভিউ দিয়েছেন।`],
      action: "ডিলটি খুলুন",
    }),
    "deal-ended": (v) => ({
      subject: `${v.phone}-এর ডিল শেষ হয়ে গেছে`,
      paragraphs: [
        `BecheDaw-এর অ্যাডমিনরা ${v.phone}-এর ডিলটি বন্ধ করেছেন: বিজ্ঞাপনটি সরিয়ে নেওয়া হয়েছে, অথবা ডিলের কোনো অ্যাকাউন্ট স্থগিত হয়েছে। কোনটি, তা ডিলের পাতায় লেখা আছে।`,
        "এই ডিলের জন্য দেখা করবেন না, আর কোনো টাকা পাঠাবেন না।",
      ],
      action: "ডিলটি খুলুন",
    }),
    "favourite-price-dropped": (v) => ({
      subject: `আপনার পছন্দের তালিকার ${v.phone}-এর দাম কমেছে`,
      paragraphs: [
        `আপনার পছন্দের তালিকায় রাখা ${v.phone}-এর দাম বিক্রেতা কমিয়েছেন। নতুন দাম ফোনটির পাতায় দেখুন।`,
      ],
      action: "ফোনটি দেখুন",
    }),
    "favourite-sold": (v) => ({
      subject: `আপনার পছন্দের তালিকার ${v.phone} বিক্রি হয়ে গেছে`,
      paragraphs: [
        `আপনার পছন্দের তালিকায় রাখা ${v.phone} বিক্রি হয়ে গেছে। এর মতো অন্য ফোন BecheDaw-এ পেতে পারেন।`,
      ],
      action: "ফোনটি দেখুন",
    }),
    "saved-search-match": (v) => ({
      subject: `আপনার খোঁজ “${v.reason}”-এর জন্য নতুন ফোন: ${v.phone}`,
      paragraphs: [
        `এইমাত্র BecheDaw-এ ${v.phone} বিক্রির জন্য দেওয়া হয়েছে, যা আপনার সংরক্ষিত খোঁজ “${v.reason}”-এর সঙ্গে মেলে।`,
        "সঙ্গে সঙ্গে পাঠানো ইমেইল প্রতিটি খোঁজের জন্য দিনে একবারের বেশি আসে না; সব মিল আপনার বিজ্ঞপ্তিতে আছে। “সংরক্ষিত খোঁজ” পাতায় খোঁজটি থামাতে বা এর ইমেইল বদলাতে পারেন।",
      ],
      action: "খোঁজের ফোনগুলো দেখুন",
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
