import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/info";

/** বাংলা: the Contact page (same keys as en/info.ts). */
export default {
  "info.contact.title": "যোগাযোগ",
  "info.contact.intro":
    "অ্যাডমিনদের লিখুন: কোনো প্রশ্ন, ডিলের কোনো সমস্যা, বা কোনো বিজ্ঞাপন নিয়ে দুশ্চিন্তা। তাঁরা ইমেইলে উত্তর দেন। কোনো ফোন, বার্তা বা রিভিউ রিপোর্ট করতে বরং তার রিপোর্ট বোতামটি ব্যবহার করুন।",
  "info.contact.name": "আপনার নাম",
  "info.contact.email": "আপনার ইমেইল ঠিকানা",
  "info.contact.emailHint": "অ্যাডমিনরা এই ঠিকানায় উত্তর দেবেন।",
  "info.contact.message": "আপনার বার্তা",
  "info.contact.count": "{max}টির মধ্যে {count}টি অক্ষর",
  "info.contact.send": "পাঠান",
  "info.contact.help": "অনেক উত্তর সহায়তা কেন্দ্রেই আছে।",
} satisfies CatalogOf<typeof en>;
