import { IMEI_LIMITS, MAX_WARRANTY_MONTHS, TEXT_LIMITS } from "./constants";
import { tooLongMessage } from "./messages";

/**
 * The phone passport's checks (docs/decisions/020-phone-passport.md); apart from messages.ts so
 * the web app loads them with the listing form, not with every page.
 */
export const PASSPORT_MESSAGES = {
  passportRequired: "The phone passport is required: its IMEI, official or not, battery health.",
  imeiRequired: "IMEI is required: dial *#06# on the phone to see it.",
  imeiDigits: "An IMEI has only digits (spaces and dashes may separate them).",
  imeiLength: "An IMEI has exactly 15 digits.",
  imeiCheckDigit: "This IMEI's last digit does not match: check it again with *#06#.",
  imeiRepeated: "The second IMEI must differ from the first.",
  officialRequired: "Say whether the phone is official (BTRC-registered) or unofficial.",
  batteryInvalid: "Battery health is a whole number from 0 to 100, or unknown.",
  warrantyInvalid: `Warranty left is whole months from 0 to ${MAX_WARRANTY_MONTHS}.`,
  repairsTooLong: tooLongMessage("Repairs", TEXT_LIMITS.repairs),
  repairsInvalid: "Repairs may not contain control or text-direction characters.",
  imeiChangesPerListing: `This listing's IMEI was changed ${IMEI_LIMITS.changesPerListingPerDay} times today: try again tomorrow.`,
  imeiChangesPerSeller: `You changed IMEIs ${IMEI_LIMITS.changesPerSellerPerDay} times today: try again tomorrow.`,
} as const;
