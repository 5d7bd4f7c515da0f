import { describe, expect, it } from "vitest";
import { asksForAdvance } from "./advance-requests";

describe("asksForAdvance", () => {
  it.each([
    "Send 2000 tk to my bKash 01712345678 first",
    "bkash number den please",
    "BKASH01712345678",
    "b.k.a.s.h e pathan",
    "B-Kash korben?",
    "Bikash e 500 taka pathan",
    "বিকাশে ৫০০ টাকা পাঠান",
    "আমার বিকাশ নাম্বার ০১৭১২৩৪৫৬৭৮",
    "Nagad: 01812345678",
    "nagad e pay korun",
    "নগদ নম্বর দিন, টাকা দিচ্ছি",
    "নগদে ১০০০ পাঠান",
    "rocket e pay korun",
    "রকেটে টাকা দিন",
    "Need 1000 advance to hold the phone for you",
    "pay 50% advence, rest at delivery",
    "অগ্রিম ১০০০ টাকা দিতে হবে",
    "এডভান্স দিলে ফোন রেখে দেবো",
    "অ্যাডভান্স লাগবে ভাই",
    "please send money first then I'll ship",
    "send me the payment before we meet",
    "taka pathan age",
    "Booking money 500 tk lagbe",
    "token money dite hobe",
    "confirm korte booking fee 300",
    "you have to pay first",
    "বুকিং মানি পাঠান",
    "টাকা আগে দিতে হবে",
    "আগে টাকা, পরে ফোন",
    "সেন্ড মানি করেন",
  ])("flags %j", (text) => {
    expect(asksForAdvance(text)).toBe(true);
  });

  it.each([
    "I'll pay cash at the meetup",
    "I'll bring cash when we meet",
    "নগদ টাকায় দেব, দেখা করে",
    "নগদ টাকা নিয়ে আসব",
    "nagad taka diye kinbo",
    "Can we meet at Bashundhara City at 5?",
    "Thanks in advance for your reply",
    "thank you in advance!",
    "The phone has advanced camera features",
    "Is the battery original? Any scratches?",
    "ফোনটা কি এখনো আছে?",
    "সন্ধ্যা ৬টায় ধানমন্ডিতে দেখা করি",
    "Pathao te ashbo, 20 minute",
    "Is the box and charger included?",
    "দাম কি একটু কমানো যাবে?",
    "I will check the IMEI before paying",
  ])("does not flag %j", (text) => {
    expect(asksForAdvance(text)).toBe(false);
  });
});
