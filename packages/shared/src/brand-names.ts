import type { Brand } from "./constants";
import type { Locale } from "./locale";

/**
 * Each brand as Bangla writes it: the search vocabulary's first spelling of its name
 * (BANGLA_SPELLINGS, tested), so the name a Bangla reader sees is one their search finds.
 */
export const BRAND_NAMES_BN: Readonly<Record<Brand, string>> = {
  Apple: "অ্যাপল",
  Samsung: "স্যামসাং",
  Oppo: "অপো",
  Xiaomi: "শাওমি",
  Redmi: "রেডমি",
  Poco: "পোকো",
  Realme: "রিয়েলমি",
  Vivo: "ভিভো",
  Infinix: "ইনফিনিক্স",
  Tecno: "টেকনো",
  OnePlus: "ওয়ানপ্লাস",
  Symphony: "সিম্ফনি",
  Walton: "ওয়ালটন",
  Google: "গুগল",
  Nokia: "নোকিয়া",
  Motorola: "মটোরোলা",
  Huawei: "হুয়াওয়ে",
  Honor: "অনার",
  Other: "অন্যান্য",
};

/** A brand as the reader's language writes it ("Samsung", "স্যামসাং"); stored in English. */
export function brandName(brand: Brand, locale: Locale): string {
  return locale === "bn" ? BRAND_NAMES_BN[brand] : brand;
}
