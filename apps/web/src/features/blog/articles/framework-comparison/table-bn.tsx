import { ComparisonTable, type ComparisonRow } from "./table";

const rows: ReadonlyArray<ComparisonRow> = [
  ["ধরন", "ইউআই লাইব্রেরি", "পূর্ণাঙ্গ ফ্রেমওয়ার্ক", "প্রোগ্রেসিভ ফ্রেমওয়ার্ক"],
  ["পেছনে আছে", "Meta ও কমিউনিটি", "Google", "Evan You-এর নেতৃত্বে একটি স্বাধীন দল"],
  [
    "টেমপ্লেট",
    "JSX (JavaScript-এর ভেতরে মার্কআপ)",
    "@if ও @for সহ HTML টেমপ্লেট",
    "সিঙ্গেল-ফাইল কম্পোনেন্টে HTML টেমপ্লেট",
  ],
  [
    "রিঅ্যাকটিভিটি",
    "স্টেট বদলালে আবার রেন্ডার; React Compiler মেমোয়াইজ করে",
    "সিগন্যাল: signal, computed, effect",
    "প্রক্সি: ref, reactive, computed",
  ],
  ["ভাষা", "JavaScript বা TypeScript", "আগে TypeScript", "JavaScript বা TypeScript"],
  ["রাউটিং, ফর্ম, HTTP", "কমিউনিটির লাইব্রেরি", "ভেতরেই আছে", "অফিশিয়াল রাউটার; স্টোরের জন্য Pinia"],
  ["সার্ভার রেন্ডারিং", "Next.js, React Router-এর ফ্রেমওয়ার্ক মোড", "Angular SSR (ভেতরেই আছে)", "Nuxt"],
  ["শেখার কাঠিন্য", "মাঝারি", "সবচেয়ে কঠিন", "সবচেয়ে সহজ"],
  ["মোবাইল", "React Native", "Ionic, NativeScript", "Ionic, NativeScript"],
];

export function FrameworkComparisonTable() {
  return (
    <ComparisonTable caption="React, Angular ও Vue-এর তুলনা" aspectHeading="বিষয়" rows={rows} />
  );
}
