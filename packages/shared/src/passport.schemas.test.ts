import { describe, expect, it } from "vitest";
import { PASSPORT_MESSAGES } from "./passport.messages";
import { isLuhnValid, passportInputSchema } from "./passport.schemas";

const IMEI = "352099001761481";
const IMEI2 = "490154203237518";
const valid = { imei: IMEI, official: true, batteryHealth: 86 };

function messages(input: unknown) {
  const result = passportInputSchema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("isLuhnValid", () => {
  it("accepts real IMEIs and refuses a changed check digit", () => {
    expect(isLuhnValid(IMEI)).toBe(true);
    expect(isLuhnValid(IMEI2)).toBe(true);
    expect(isLuhnValid("352099001761482")).toBe(false);
    expect(isLuhnValid("")).toBe(false);
  });
});

describe("passportInputSchema", () => {
  it("fills in the defaults", () => {
    expect(passportInputSchema.parse(valid)).toEqual({
      ...valid,
      hasBox: false,
      hasCharger: false,
      hasReceipt: false,
      warrantyMonths: 0,
    });
  });

  it("takes Bangla digits, spaces and dashes, and stores ASCII digits", () => {
    const parsed = passportInputSchema.parse({
      ...valid,
      imei: "৩৫২০৯৯০০১৭৬১৪৮১",
      imei2: "49-015420-323751-8",
    });
    expect(parsed.imei).toBe(IMEI);
    expect(parsed.imei2).toBe(IMEI2);
  });

  it.each([
    ["352099001761482", PASSPORT_MESSAGES.imeiCheckDigit],
    ["35209900176148A", PASSPORT_MESSAGES.imeiDigits],
    ["35209900176148", PASSPORT_MESSAGES.imeiLength],
    ["3520990017614810", PASSPORT_MESSAGES.imeiLength],
    ["  ", PASSPORT_MESSAGES.imeiRequired],
  ])("refuses the IMEI %s", (imei, message) => {
    expect(messages({ ...valid, imei })).toEqual([`imei: ${message}`]);
  });

  it("refuses the same IMEI twice", () => {
    expect(messages({ ...valid, imei2: "35 2099 0017 6148 1" })).toEqual([
      `imei2: ${PASSPORT_MESSAGES.imeiRepeated}`,
    ]);
  });

  it("takes battery health from 0 to 100 or unknown", () => {
    expect(passportInputSchema.parse({ ...valid, batteryHealth: "unknown" }).batteryHealth).toBe(
      "unknown",
    );
    expect(passportInputSchema.parse({ ...valid, batteryHealth: 0 }).batteryHealth).toBe(0);
    for (const batteryHealth of [101, -1, 86.5, "86", null]) {
      expect(messages({ ...valid, batteryHealth })).toEqual([
        `batteryHealth: ${PASSPORT_MESSAGES.batteryInvalid}`,
      ]);
    }
  });

  it("asks whether the phone is official, and for whole months of warranty", () => {
    expect(messages({ imei: IMEI, batteryHealth: 90, warrantyMonths: 37 })).toEqual([
      `official: ${PASSPORT_MESSAGES.officialRequired}`,
      `warrantyMonths: ${PASSPORT_MESSAGES.warrantyInvalid}`,
    ]);
  });
});
