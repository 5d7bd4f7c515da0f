import { MESSAGES } from "@bechedaw/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMediumDate, formatNumber, formatTaka, formatYear } from "./format";
import { activateLocale, activeLocale } from "./i18n";
import { ageOfUseLabel, locationLabel, roleLabel } from "./labels";
import { sharedText } from "./shared-text";

describe("in English", () => {
  it("writes prices, dates and ages as before", () => {
    expect(formatTaka(45000)).toBe("৳45,000");
    expect(formatMediumDate("2023-01-05T10:00:00.000Z")).toBe("Jan 5, 2023");
    expect(ageOfUseLabel("1 month")).toBe("1 month");
    expect(ageOfUseLabel("3 months")).toBe("3 months");
    expect(sharedText(MESSAGES.nameRequired)).toBe("Full name is required.");
  });
});

describe("in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));

  it("loads the Bangla catalog and marks the page as Bangla", () => {
    expect(activeLocale()).toBe("bn");
    expect(document.documentElement.lang).toBe("bn");
  });

  it("writes numbers and prices in Bangla digits with the taka sign", () => {
    expect(formatTaka(45000)).toBe("৳৪৫,০০০");
    expect(formatNumber(1250000)).toBe("১২,৫০,০০০");
    expect(formatYear(new Date("2026-06-01T00:00:00Z"))).toBe("২০২৬");
  });

  it("writes dates with Bangla month names in Bangladesh time", () => {
    expect(formatMediumDate("2023-01-05T20:00:00.000Z")).toBe("৬ জানু, ২০২৩");
  });

  it("names districts, ages of use and roles in Bangla", () => {
    expect(locationLabel("Dhaka")).toBe("ঢাকা");
    expect(ageOfUseLabel("3 months")).toBe("৩ মাস");
    expect(ageOfUseLabel("More than 1 year")).toBe("১ বছরের বেশি");
    expect(ageOfUseLabel("1 year")).toBe("১ বছর");
    expect(ageOfUseLabel("4 years")).toBe("৪ বছর");
    expect(ageOfUseLabel("More than 5 years")).toBe("৫ বছরের বেশি");
    expect(roleLabel("Seller")).toBe("বিক্রেতা");
  });

  it("translates the shared package's messages and leaves other texts alone", () => {
    expect(sharedText(MESSAGES.nameRequired)).toBe("পুরো নাম লিখুন।");
    expect(sharedText("ইতিমধ্যে অনুবাদ করা")).toBe("ইতিমধ্যে অনুবাদ করা");
  });
});
