import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/favourites";

/** Bangla texts of the Favourites page. */
export default {
  "dashboard.menu.favourites": "পছন্দের তালিকা",
  "favourites.title": "পছন্দের তালিকা",
  "favourites.loading": "আপনার পছন্দের তালিকা লোড হচ্ছে…",
  "favourites.failed": "আপনার পছন্দের তালিকা লোড করা যায়নি।",
  "favourites.empty": "আপনি এখনও কোনো ফোন পছন্দের তালিকায় রাখেননি।",
  "favourites.emptyHint": "কোনো ফোনের হার্টে চাপ দিন: ফোনটি এখানে থাকবে, আর দাম কমলে আমরা জানাব।",
  "favourites.browse": "ফোন দেখুন",
  "favourites.list": "আপনার পছন্দের ফোনগুলো",
  "favourites.sold": "বিক্রি হয়ে গেছে",
  "favourites.available": "বিক্রির জন্য আছে",
  "favourites.savedOn": "রাখা হয়েছে {date}",
  "favourites.remove": "সরান",
  "favourites.removeOf": "{phone} পছন্দের তালিকা থেকে সরান",
  "favourites.removed": "{phone} আর আপনার পছন্দের তালিকায় নেই।",
  "favourites.showMore": "আরও দেখুন",
} satisfies CatalogOf<typeof en>;
