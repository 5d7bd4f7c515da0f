import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/dashboard";

/** বাংলা: the dashboard frame (same keys as en/dashboard.ts). */
export default {
  "dashboard.title": "ড্যাশবোর্ড",
  "dashboard.welcome": "স্বাগতম, {name}।",
  "dashboard.welcomeWithRole": "স্বাগতম, {name} ({role})।",
  "dashboard.menu.label": "ড্যাশবোর্ড মেনু",
  "dashboard.menu.title": "মেনু",
  "dashboard.menu.collapse": "মেনু ছোট করুন",
  "dashboard.menu.expand": "মেনু বড় করুন",
  "dashboard.menu.buyer": "ক্রেতার মেনু",
  "dashboard.menu.seller": "বিক্রেতার মেনু",
  "dashboard.menu.admin": "অ্যাডমিন মেনু",
  "dashboard.menu.myOrders": "আমার অর্ডার",
  "dashboard.menu.myProducts": "আমার পণ্য",
  "dashboard.menu.addProduct": "পণ্য যোগ করুন",
  "dashboard.menu.allSellers": "সব বিক্রেতা",
  "dashboard.menu.allBuyers": "সব ক্রেতা",
  "dashboard.menu.admins": "অ্যাডমিন",
  "dashboard.menu.reportedProducts": "রিপোর্ট করা পণ্য",
} satisfies CatalogOf<typeof en>;
