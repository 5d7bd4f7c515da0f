import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/blog";

/** বাংলা: the blog (same keys as en/blog.ts). */
export default {
  "blog.title": "ব্লগ",
  "blog.intro": "ওয়েব ডেভেলপারদের সবচেয়ে বেশি করা প্রশ্নগুলোর ছোট উত্তর।",
  "blog.toc.label": "এই পাতার লেখাগুলো",
  "blog.toc.title": "এই পাতায়",
} satisfies CatalogOf<typeof en>;
