import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/search-shared";

/** বাংলা: the search's checks (same keys as en/search-shared.ts). */
export default {
  "shared.search.textTooLong": "খোঁজার লেখা সর্বোচ্চ ২০০ অক্ষরের হতে পারে।",
  "shared.search.textInvalid": "খোঁজার লেখায় কন্ট্রোল বা লেখার দিক বদলানোর অক্ষর রাখা যাবে না।",
  "shared.search.priceInvalid": "দাম হবে ০ থেকে ১,০০,০০,০০০ পর্যন্ত পূর্ণ টাকায়।",
  "shared.search.priceRangeSwapped": "সর্বনিম্ন দাম সর্বোচ্চ দামের বেশি হতে পারে না।",
} satisfies CatalogOf<typeof en>;
