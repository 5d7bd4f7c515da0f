import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/home";

/** বাংলা: the home page (same keys as en/home.ts). */
export default {
  "home.banner.title": "আপনার পুরোনো ফোন এখানে বেচুন/কিনুন",
  "home.banner.text":
    "সারা বাংলাদেশের মানুষের কাছ থেকে সব ব্র্যান্ডের ফোন। এক মিনিটে বুক করুন, আর কাছাকাছি বিক্রেতার সঙ্গে দেখা করুন।",
  "home.banner.buy": "এখনই কিনুন",
  "home.banner.art": "টাকার দামের ট্যাগের ওপর দিয়ে দুটি পুরোনো ফোনের হাতবদল",
  "home.categories.title": "ক্যাটাগরি",
  "home.categories.more": "আরও ব্র্যান্ড",
  "home.achievement.title": "আমাদের অর্জন",
  "home.achievement.phonesForSale": "বিক্রির জন্য ফোন",
  "home.achievement.sellers": "বিক্রেতা",
  "home.achievement.phonesSold": "বিক্রি হওয়া ফোন",
} satisfies CatalogOf<typeof en>;
