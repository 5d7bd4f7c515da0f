import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/contact-shared";

/** বাংলা: the Contact page's messages (same keys as en/contact-shared.ts). */
export default {
  "shared.contact.nameRequired": "আপনার নাম লিখুন।",
  "shared.contact.nameInvalid": "নামে কন্ট্রোল বা লেখার দিক বদলানোর অক্ষর রাখা যাবে না।",
  "shared.contact.emailInvalid": "সঠিক ইমেইল ঠিকানা লিখুন, যাতে আমরা উত্তর দিতে পারি।",
  "shared.contact.messageTooShort": "অন্তত ১০টি অক্ষর লিখুন।",
  "shared.contact.messageTooLong": "বার্তা সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।",
  "shared.contact.messageInvalid": "বার্তায় কন্ট্রোল অক্ষর রাখা যাবে না।",
  "shared.contact.sent": "ধন্যবাদ। আপনার বার্তা অ্যাডমিনদের কাছে পৌঁছেছে; তাঁরা ইমেইলে উত্তর দেবেন।",
} satisfies CatalogOf<typeof en>;
