import type { CatalogOf } from "@/lib/i18n/catalog";
import type en from "../en/product-form-shared";

/** বাংলা: the listing form's checks (same keys as en/product-form-shared.ts). */
export default {
  "shared.product.nameRequired": "পণ্যের নাম লিখুন",
  "shared.product.nameTooLong": "পণ্যের নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।",
  "shared.product.nameInvalid": "পণ্যের নামে কন্ট্রোল বা লেখার দিক বদলানোর অক্ষর রাখা যাবে না।",
  "shared.product.resalePriceRequired": "বিক্রয়মূল্য লিখুন",
  "shared.product.resalePriceTooLow": "বিক্রয়মূল্য অন্তত ৳১ হতে হবে",
  "shared.product.originalPriceRequired": "আসল দাম লিখুন",
  "shared.product.originalPriceTooLow": "আসল দাম অন্তত ৳১ হতে হবে",
  "shared.product.priceTooHigh": "সর্বোচ্চ ৳১,০০,০০,০০০",
  "shared.product.priceWhole": "পূর্ণ টাকায় লিখুন, যেমন ৪৫০০০",
  "shared.product.locationRequired": "স্থান বেছে নিন",
  "shared.product.ageRequired": "কত দিন ব্যবহার হয়েছে তা বেছে নিন",
  "shared.product.imageRequired": "ছবি দিন",
  "shared.product.tooManyPhotos": "একটি বিজ্ঞাপনে সর্বোচ্চ ৮টি ছবি থাকতে পারে।",
  "shared.product.photoRepeated": "একটি ছবি একটি বিজ্ঞাপনে একবারই দেওয়া যায়।",
  "shared.product.descriptionTooLong": "বিবরণ সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।",
  "shared.product.descriptionInvalid": "বিবরণে কন্ট্রোল বা লেখার দিক বদলানোর অক্ষর রাখা যাবে না।",
  "shared.product.textHasLink":
    "বিজ্ঞাপনে কোনো লিংক দেওয়া যাবে না: ক্রেতা ডিলের মাধ্যমেই টাকা দেন ও কথা বলেন।",
  "shared.product.colourTooLong": "রং সর্বোচ্চ ৩০ অক্ষরের হতে পারে।",
  "shared.product.colourInvalid": "রঙে কন্ট্রোল বা লেখার দিক বদলানোর অক্ষর রাখা যাবে না।",
  "shared.product.conditionInvalid": "তালিকা থেকে একটি অবস্থা বেছে নিন।",
  "shared.product.storageInvalid": "তালিকা থেকে একটি স্টোরেজ বেছে নিন।",
  "shared.product.ramInvalid": "তালিকা থেকে একটি র‍্যাম বেছে নিন।",
} satisfies CatalogOf<typeof en>;
