import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/prices";

/** বাংলা: দামের সংকেত (same keys as en/prices.ts). */
export default {
  "find.prices.lowTitle": "অস্বাভাবিক কম দাম। কখনো অগ্রিম টাকা দেবেন না।",
  "find.prices.lowText":
    "এমন ফোন সাধারণত প্রায় {median}-এ বিক্রি হয়। এর চেয়ে অনেক কম দাম প্রতারণার একটি চেনা কৌশল: বিক্রেতার সঙ্গে লোকজনের মাঝে দেখা করুন, ফোনটি যাচাই করুন, তারপরই টাকা দিন।",
  "find.prices.advanceTitle": "এই বিজ্ঞাপনে আগে টাকা চাওয়া হয়েছে।",
  "find.prices.advanceText":
    "বিক্রেতার লেখায় বিকাশ, নগদ, রকেট বা অগ্রিমের কথা আছে। হাতে পাওয়ার আগে কখনো টাকা দেবেন না: লোকজনের মাঝে দেখা করুন, ফোনটি যাচাই করুন, তারপরই টাকা দিন।",
  "find.prices.guide": "একই রকম ফোন বিক্রি হয় {low} – {high} দামে",
  "find.prices.guideBasis": "গত ৯০ দিনের {count}টি বিজ্ঞাপন থেকে।",
} satisfies CatalogOf<typeof en>;
