import {
  BATTERY_UNKNOWN,
  isLuhnValid,
  monthsOfUse,
  type Brand,
  type PassportInput,
} from "@bechedaw/shared";
import type { DemoProduct } from "./demo.catalogue";

/** Type allocation codes (an IMEI's first 8 digits) of each brand's phones, as sold here. */
const TAC: Record<Brand, string> = {
  Apple: "35325011",
  Samsung: "35291511",
  Oppo: "86891504",
  Xiaomi: "86240106",
  Redmi: "86471305",
  Poco: "86735206",
  Realme: "86908805",
  Vivo: "86512207",
  Infinix: "35882716",
  Tecno: "35712418",
  OnePlus: "86307106",
  Symphony: "35960312",
  Walton: "35414909",
  Google: "35845611",
  Nokia: "35340215",
  Motorola: "35227616",
  Huawei: "86688305",
  Honor: "86956106",
  Other: "35610819",
};

const REPAIRS = [
  "Screen replaced with an original one at the brand's service centre.",
  "Battery replaced last year; back glass has a small crack.",
  "Charging port cleaned and repaired once.",
];

/** A valid IMEI: the brand's TAC, a 6-digit serial, and the Luhn check digit. */
function demoImei(brand: Brand, serial: number): string {
  const body = `${TAC[brand]}${String(serial % 1_000_000).padStart(6, "0")}`;
  const check = [..."0123456789"].find((digit) => isLuhnValid(body + digit));
  return `${body}${check}`;
}

/**
 * A believable passport for the demo listing at `index`: Samsung and Oppo phones are dual-SIM,
 * iPhones show their battery health (others mostly do not), a newer phone still has its box,
 * receipt and the rest of its year of warranty, and every fifth phone is an unofficial import.
 */
export function demoPassport(product: DemoProduct, index: number): PassportInput {
  const months = monthsOfUse(product.yearsOfUse);
  const serial = (index * 7_919_131 + 482_917) % 1_000_000;
  const official = index % 5 !== 3;
  const isApple = product.brand === "Apple";
  const battery = isApple ? Math.max(74, 100 - months - (index % 4)) : BATTERY_UNKNOWN;
  return {
    imei: demoImei(product.brand, serial),
    ...(isApple ? {} : { imei2: demoImei(product.brand, serial + 1) }),
    official,
    batteryHealth: !isApple && index % 7 === 2 ? 88 : battery,
    hasBox: months <= 9 || index % 3 === 0,
    hasCharger: !isApple || index % 4 === 0,
    hasReceipt: official && months <= 11,
    warrantyMonths: official && months < 12 ? 12 - months : 0,
    ...(index % 9 === 4 ? { repairs: REPAIRS[index % REPAIRS.length] } : {}),
  };
}
