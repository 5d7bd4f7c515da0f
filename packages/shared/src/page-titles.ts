import { brandName } from "./brand-names";
import { BRANDS, type Brand } from "./constants";
import type { Locale } from "./locale";

/**
 * Every page's title in both languages, here so the server writes the right one into the HTML
 * it serves (no flash of the wrong language) and the web app sets the same one.
 */
export const PAGE_TITLES = {
  home: { en: "Used phones in Bangladesh", bn: "বাংলাদেশে পুরোনো ফোন" },
  blogs: { en: "Blogs", bn: "ব্লগ" },
  login: { en: "Login", bn: "লগইন" },
  signup: { en: "Sign Up", bn: "সাইন আপ" },
  forgotPassword: { en: "Forgot password", bn: "পাসওয়ার্ড ভুলে গেছেন" },
  resetPassword: { en: "Reset your password", bn: "পাসওয়ার্ড রিসেট করুন" },
  verifyEmail: { en: "Confirm email", bn: "ইমেইল নিশ্চিত করুন" },
  category: { en: "{brand} phones", bn: "{brand} ফোন" },
  phones: { en: "Phones", bn: "ফোন" },
  phone: { en: "Used phone", bn: "পুরোনো ফোন" },
  seller: { en: "Seller", bn: "বিক্রেতা" },
  dashboard: { en: "Dashboard", bn: "ড্যাশবোর্ড" },
  myOrders: { en: "My Orders", bn: "আমার অর্ডার" },
  myProducts: { en: "My Products", bn: "আমার পণ্য" },
  addProduct: { en: "Add Product", bn: "পণ্য যোগ করুন" },
  editProduct: { en: "Edit Product", bn: "পণ্য সম্পাদনা" },
  allSellers: { en: "All Sellers", bn: "সব বিক্রেতা" },
  allBuyers: { en: "All Buyers", bn: "সব ক্রেতা" },
  admins: { en: "Admins", bn: "অ্যাডমিন" },
  reportedProducts: { en: "Reported Products", bn: "রিপোর্ট করা পণ্য" },
  verification: { en: "Verification", bn: "যাচাই" },
  reviewQueue: { en: "Review queue", bn: "পর্যালোচনার সারি" },
  settings: { en: "Account settings", bn: "অ্যাকাউন্ট সেটিংস" },
  notifications: { en: "Notifications", bn: "বিজ্ঞপ্তি" },
  favourites: { en: "Favourites", bn: "পছন্দের তালিকা" },
  deal: { en: "Deal", bn: "লেনদেন" },
  about: { en: "About BecheDaw", bn: "BecheDaw সম্পর্কে" },
  terms: { en: "Terms of use", bn: "ব্যবহারের শর্তাবলি" },
  privacy: { en: "Privacy policy", bn: "গোপনীয়তা নীতি" },
  cookies: { en: "Cookie policy", bn: "কুকি নীতি" },
  help: { en: "Help centre", bn: "সহায়তা কেন্দ্র" },
  contact: { en: "Contact us", bn: "যোগাযোগ" },
  notFound: { en: "Page not found", bn: "পাতাটি পাওয়া যায়নি" },
} as const satisfies Record<string, Record<Locale, string>>;

export type PageKey = keyof typeof PAGE_TITLES;

export const SITE_NAME = "BecheDaw";

const PATHS: Array<[RegExp, PageKey]> = [
  [/^\/(home)?$/, "home"],
  [/^\/blogs$/, "blogs"],
  [/^\/about$/, "about"],
  [/^\/terms$/, "terms"],
  [/^\/privacy$/, "privacy"],
  [/^\/cookies$/, "cookies"],
  [/^\/help$/, "help"],
  [/^\/contact$/, "contact"],
  [/^\/login$/, "login"],
  [/^\/signup$/, "signup"],
  [/^\/forgot-password$/, "forgotPassword"],
  [/^\/reset-password$/, "resetPassword"],
  [/^\/verify-email$/, "verifyEmail"],
  [/^\/category\/[^/]+$/, "category"],
  [/^\/phones$/, "phones"],
  [/^\/phones\/[^/]+$/, "phone"],
  [/^\/sellers\/[^/]+$/, "seller"],
  [/^\/dashboard$/, "dashboard"],
  [/^\/dashboard\/my-orders$/, "myOrders"],
  [/^\/dashboard\/my-products$/, "myProducts"],
  [/^\/dashboard\/add-products$/, "addProduct"],
  [/^\/dashboard\/my-products\/[^/]+\/edit$/, "editProduct"],
  [/^\/dashboard\/all-seller$/, "allSellers"],
  [/^\/dashboard\/all-buyer$/, "allBuyers"],
  [/^\/dashboard\/admins$/, "admins"],
  [/^\/dashboard\/reported-products$/, "reportedProducts"],
  [/^\/dashboard\/verification$/, "verification"],
  [/^\/dashboard\/review$/, "reviewQueue"],
  [/^\/dashboard\/settings$/, "settings"],
  [/^\/dashboard\/notifications$/, "notifications"],
  [/^\/dashboard\/favourites$/, "favourites"],
  [/^\/dashboard\/deals\/[^/]+$/, "deal"],
];

/** The page a path shows (paths match in any letter case, as the router's do). */
export function pageKeyOf(pathname: string): PageKey {
  const path = pathname.replace(/\/+$/, "").toLowerCase() || "/";
  return PATHS.find(([pattern]) => pattern.test(path))?.[1] ?? "notFound";
}

/**
 * "Login · BecheDaw"; the category page names its brand in the page's language ("Apple phones
 * · BecheDaw", "অ্যাপল ফোন · BecheDaw"), or says "Phones" without one.
 */
export function documentTitle(key: PageKey, locale: Locale, brand?: Brand): string {
  const page = key === "category" && !brand ? "phones" : key;
  const title = PAGE_TITLES[page][locale].replace("{brand}", brand ? brandName(brand, locale) : "");
  return key === "home" ? `${SITE_NAME}: ${title}` : `${title} · ${SITE_NAME}`;
}

/** The brand a category path names, only when it is one of ours (never echo the URL). */
function brandOfPath(pathname: string): Brand | undefined {
  const segment = pathname.split("/")[2]?.toLowerCase() ?? "";
  return BRANDS.find((brand) => brand.toLowerCase() === segment);
}

/** The title of the page at `pathname`, as the server writes it and the web app keeps it. */
export function documentTitleOf(pathname: string, locale: Locale): string {
  const key = pageKeyOf(pathname);
  return documentTitle(key, locale, key === "category" ? brandOfPath(pathname) : undefined);
}
