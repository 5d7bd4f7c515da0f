import type { Condition, Location } from "@bechedaw/shared/constants";
import type { Locale } from "@bechedaw/shared/locale";

/**
 * The words of link previews (decision 018) in both languages. The server writes them into the
 * HTML of a phone's and a seller's page; the web app's catalogs name conditions and districts
 * the same way (find.condition.*, common.location.*), which catalogue.previews.test.ts checks.
 */
export const PREVIEW_TEXTS = {
  sold: { en: "Sold", bn: "বিক্রি হয়ে গেছে" },
  sellerDescription: {
    en: "Used phones for sale by {name} on BecheDaw.",
    bn: "BecheDaw-এ {name}-এর বিক্রির পুরোনো ফোন।",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const CONDITION_NAMES: Record<Condition, Record<Locale, string>> = {
  "like-new": { en: "Like new", bn: "নতুনের মতো" },
  excellent: { en: "Excellent", bn: "চমৎকার" },
  good: { en: "Good", bn: "ভালো" },
  fair: { en: "Fair", bn: "মোটামুটি" },
  "for-parts": { en: "For parts", bn: "যন্ত্রাংশের জন্য" },
};

/** Districts are stored in English; these are their Bangla names. */
export const LOCATION_NAMES_BN: Record<Location, string> = {
  Dhaka: "ঢাকা",
  Gazipur: "গাজীপুর",
  Bogura: "বগুড়া",
  Chittagong: "চট্টগ্রাম",
  Barishal: "বরিশাল",
  Dinajpur: "দিনাজপুর",
  Thakurgaon: "ঠাকুরগাঁও",
  Kurigram: "কুড়িগ্রাম",
  Rangpur: "রংপুর",
  Faridpur: "ফরিদপুর",
  Gopalganj: "গোপালগঞ্জ",
  Kishoreganj: "কিশোরগঞ্জ",
  Madaripur: "মাদারীপুর",
  Manikganj: "মানিকগঞ্জ",
  Munshiganj: "মুন্সীগঞ্জ",
  Narayanganj: "নারায়ণগঞ্জ",
  Narsingdi: "নরসিংদী",
  Rajbari: "রাজবাড়ী",
  Shariatpur: "শরীয়তপুর",
  Tangail: "টাঙ্গাইল",
  Bandarban: "বান্দরবান",
  Brahmanbaria: "ব্রাহ্মণবাড়িয়া",
  Chandpur: "চাঁদপুর",
  Cumilla: "কুমিল্লা",
  "Cox's Bazar": "কক্সবাজার",
  Feni: "ফেনী",
  Khagrachhari: "খাগড়াছড়ি",
  Lakshmipur: "লক্ষ্মীপুর",
  Noakhali: "নোয়াখালী",
  Rangamati: "রাঙ্গামাটি",
  Joypurhat: "জয়পুরহাট",
  Naogaon: "নওগাঁ",
  Natore: "নাটোর",
  Chapainawabganj: "চাঁপাইনবাবগঞ্জ",
  Pabna: "পাবনা",
  Rajshahi: "রাজশাহী",
  Sirajganj: "সিরাজগঞ্জ",
  Bagerhat: "বাগেরহাট",
  Chuadanga: "চুয়াডাঙ্গা",
  Jashore: "যশোর",
  Jhenaidah: "ঝিনাইদহ",
  Khulna: "খুলনা",
  Kushtia: "কুষ্টিয়া",
  Magura: "মাগুরা",
  Meherpur: "মেহেরপুর",
  Narail: "নড়াইল",
  Satkhira: "সাতক্ষীরা",
  Barguna: "বরগুনা",
  Bhola: "ভোলা",
  Jhalokati: "ঝালকাঠি",
  Patuakhali: "পটুয়াখালী",
  Pirojpur: "পিরোজপুর",
  Habiganj: "হবিগঞ্জ",
  Moulvibazar: "মৌলভীবাজার",
  Sunamganj: "সুনামগঞ্জ",
  Sylhet: "সিলেট",
  Gaibandha: "গাইবান্ধা",
  Lalmonirhat: "লালমনিরহাট",
  Nilphamari: "নীলফামারী",
  Panchagarh: "পঞ্চগড়",
  Jamalpur: "জামালপুর",
  Mymensingh: "ময়মনসিংহ",
  Netrokona: "নেত্রকোনা",
  Sherpur: "শেরপুর",
};
