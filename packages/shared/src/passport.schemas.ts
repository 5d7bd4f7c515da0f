import { z } from "zod";
import { BATTERY_UNKNOWN, MAX_WARRANTY_MONTHS, TEXT_LIMITS } from "./constants";
import { toAsciiDigits } from "./digits";
import { PASSPORT_MESSAGES } from "./passport.messages";
import { isSafeText } from "./text";

/** An IMEI as typed: 15 digits, spaces and dashes between them ("35-209900-176148-1"). */
const IMEI_AS_TYPED_MAX = 30;
const IMEI_LENGTH = 15;

/** Whether a string of digits passes the Luhn check (an IMEI's 15th digit is its check digit). */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * An IMEI: "৩৫২০৯৯০০১৭৬১৪৮১" and "35-209900-176148-1" pass as "352099001761481". Letters, 14 or
 * 16 digits and a wrong check digit are refused, each with its own message.
 */
export const imeiSchema = z
  .string({ error: PASSPORT_MESSAGES.imeiRequired })
  .max(IMEI_AS_TYPED_MAX, PASSPORT_MESSAGES.imeiLength)
  .transform((value) => toAsciiDigits(value).replace(/[\s-]/g, ""))
  .pipe(
    z
      .string()
      .min(1, { error: PASSPORT_MESSAGES.imeiRequired, abort: true })
      .regex(/^\d+$/, { error: PASSPORT_MESSAGES.imeiDigits, abort: true })
      .length(IMEI_LENGTH, { error: PASSPORT_MESSAGES.imeiLength, abort: true })
      .refine(isLuhnValid, PASSPORT_MESSAGES.imeiCheckDigit),
  );

/** The last four digits of an IMEI: all a buyer ever sees of it. */
export const imeiLast4 = (imei: string) => imei.slice(-4);

/** A private proof photo's address, as `POST /api/images?private=true` answers it. */
const proofUrl = z.string().max(300).trim().min(1);

/**
 * The phone passport in `POST` and `PUT /api/products` (docs/decisions/020-phone-passport.md).
 * The first IMEI is required; the second is for dual-SIM phones. `kydPhoto` (the BTRC KYD SMS
 * answer) and `receiptPhoto` are private uploads only admins and the seller can open.
 */
export const passportInputSchema = z
  .object(
    {
      imei: imeiSchema,
      imei2: imeiSchema.optional(),
      /** Registered with BTRC (an official unit), or not. */
      official: z.boolean({ error: PASSPORT_MESSAGES.officialRequired }),
      /** In %, or "unknown". */
      batteryHealth: z.union(
        [
          z.literal(BATTERY_UNKNOWN),
          z
            .number()
            .int(PASSPORT_MESSAGES.batteryInvalid)
            .min(0, PASSPORT_MESSAGES.batteryInvalid)
            .max(100, PASSPORT_MESSAGES.batteryInvalid),
        ],
        { error: PASSPORT_MESSAGES.batteryInvalid },
      ),
      hasBox: z.boolean().default(false),
      hasCharger: z.boolean().default(false),
      hasReceipt: z.boolean().default(false),
      warrantyMonths: z
        .number({ error: PASSPORT_MESSAGES.warrantyInvalid })
        .int(PASSPORT_MESSAGES.warrantyInvalid)
        .min(0, PASSPORT_MESSAGES.warrantyInvalid)
        .max(MAX_WARRANTY_MONTHS, PASSPORT_MESSAGES.warrantyInvalid)
        .default(0),
      /** Repairs or replaced parts, in the seller's words; shown as text. */
      repairs: z
        .string()
        .max(TEXT_LIMITS.repairs, PASSPORT_MESSAGES.repairsTooLong)
        .trim()
        .refine(isSafeText, PASSPORT_MESSAGES.repairsInvalid)
        .optional(),
      kydPhoto: proofUrl.optional(),
      receiptPhoto: proofUrl.optional(),
    },
    { error: PASSPORT_MESSAGES.passportRequired },
  )
  .refine((passport) => passport.imei2 === undefined || passport.imei2 !== passport.imei, {
    message: PASSPORT_MESSAGES.imeiRepeated,
    path: ["imei2"],
  });
export type PassportInput = z.input<typeof passportInputSchema>;

const batteryHealth = z.union([z.number().int(), z.literal(BATTERY_UNKNOWN)]);

/** What a card shows of a passport (every list); null on listings made before passports. */
export const passportBadgesSchema = z.object({
  imeiLast4: z.string(),
  official: z.boolean(),
  batteryHealth,
});
export type PassportBadges = z.infer<typeof passportBadgesSchema>;

/** A passport as buyers and visitors see it on the phone's page: never a whole IMEI. */
export const publicPassportSchema = passportBadgesSchema.extend({
  imei2Last4: z.string().nullable(),
  hasBox: z.boolean(),
  hasCharger: z.boolean(),
  hasReceipt: z.boolean(),
  warrantyMonths: z.number().int(),
  repairs: z.string().nullable(),
});
export type PublicPassport = z.infer<typeof publicPassportSchema>;

/**
 * `GET /api/products/:id/passport`, for the listing's seller and admins only: the whole IMEIs
 * and the private proof photos' addresses.
 */
export const privatePassportSchema = z.object({
  imei: z.string(),
  imei2: z.string().nullable(),
  official: z.boolean(),
  batteryHealth,
  hasBox: z.boolean(),
  hasCharger: z.boolean(),
  hasReceipt: z.boolean(),
  warrantyMonths: z.number().int(),
  repairs: z.string().nullable(),
  kydPhoto: z.string().nullable(),
  receiptPhoto: z.string().nullable(),
});
export type PrivatePassport = z.infer<typeof privatePassportSchema>;
