import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/products";

/** বাংলা: the phone listings (same keys as en/products.ts). */
export default {
  "products.card.deviceName": "ডিভাইসের নাম",
  "products.card.price": "দাম",
  "products.card.seller": "বিক্রেতা",
  "products.card.postedOn": "পোস্টের তারিখ",
  "products.card.location": "স্থান",
  "products.card.book": "এখনই বুক করুন",
  "products.card.report": "রিপোর্ট",
  "products.card.seeDetails": "বিস্তারিত দেখুন....",
  "products.card.originalPrice": "আসল দাম",
  "products.card.ageOfUse": "কত দিন ব্যবহার",
  "products.card.ownListing": "এটি আপনার নিজের বিজ্ঞাপন।",
  "products.card.bookedBefore": "আপনি এই ফোনটি বুক করেছেন। দেখুন",
  "products.card.myOrders": "আমার অর্ডার",
  "products.advertised.title": "বিজ্ঞাপনের পণ্য",
  "products.advertised.failed": "বিজ্ঞাপনের ফোনগুলো লোড করা গেল না",
  "products.advertised.showMore": "আরও ফোন দেখুন",
  "products.more.end": "এখানকার সব ফোন আপনি দেখে ফেলেছেন।",
  "products.more.failed": "আরও ফোন লোড হয়নি। সংযোগ দেখে আবার চেষ্টা করুন।",
  "products.more.loading": "লোড হচ্ছে…",
  "products.more.load": "আরও দেখুন",
  "products.loadingPhones": "ফোন লোড হচ্ছে",
  "products.passport.official": "অফিশিয়াল",
  "products.passport.unofficial": "আনঅফিশিয়াল",
  "products.passport.battery": "ব্যাটারি {percent}%",
  "products.passport.imei": "আইএমইআই …{digits}",
  "products.safety.short": "লোকজনের মাঝে দেখা করুন, *#06# দিয়ে আইএমইআই মেলান, অগ্রিম টাকা দেবেন না।",
  "products.safety.tips": "নিরাপত্তার পরামর্শ",
} satisfies CatalogOf<typeof en>;
