import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/layout";

/** বাংলা: the top bar, footer and app frame (same keys as en/layout.ts). */
export default {
  "layout.metaDescription": "BecheDaw: বাংলাদেশে পুরোনো ফোন কিনুন ও বেচুন।",
  "layout.skipToMain": "মূল অংশে চলে যান",
  "layout.search.label": "ফোন খুঁজুন",
  "layout.search.placeholder": "ফোন খুঁজুন, যেমন iPhone 13",
  "layout.search.submit": "খুঁজুন",
  "layout.nav.label": "প্রধান",
  "layout.nav.home": "হোম",
  "layout.nav.blogs": "ব্লগ",
  "layout.nav.dashboard": "ড্যাশবোর্ড",
  "layout.nav.login": "লগইন",
  "layout.nav.logout": "লগআউট",
  "layout.nav.openMenu": "মেনু খুলুন",
  "layout.nav.closeMenu": "মেনু বন্ধ করুন",
  "layout.language": "ভাষা",
  "layout.footer.about": "পুরোনো ফোন নিরাপদে ও ন্যায্যভাবে কেনাবেচার জন্য বাংলাদেশের বন্ধুসুলভ জায়গা।",
  "layout.footer.company": "প্রতিষ্ঠান",
  "layout.footer.aboutUs": "আমাদের সম্পর্কে",
  "layout.footer.contact": "যোগাযোগ",
  "layout.footer.help": "সহায়তা কেন্দ্র",
  "layout.footer.legal": "আইনি",
  "layout.footer.terms": "ব্যবহারের শর্তাবলি",
  "layout.footer.privacy": "গোপনীয়তা নীতি",
  "layout.footer.cookies": "কুকি নীতি",
  "layout.footer.rights": "© {year} BecheDaw. সর্বস্বত্ব সংরক্ষিত।",
  "layout.error.title": "কিছু একটা ভুল হয়েছে",
  "layout.error.crashed": "এই পাতায় একটি সমস্যা হয়েছে। আবার লোড করলে সাধারণত ঠিক হয়ে যায়।",
  "layout.error.reload": "আবার লোড করুন",
  "layout.error.home": "হোম",
} satisfies CatalogOf<typeof en>;
