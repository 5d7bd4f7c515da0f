import { PASSPORT_MESSAGES } from "@bechedaw/shared";
import { afterAll, describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { activateLocale, loadCatalogPart } from "@/lib/i18n/i18n";
import { addProductErrorMessage } from "./add-product-errors";

const limited = (message: string) =>
  new ApiRequestError(429, "IMEI_CHANGES_LIMITED", message, undefined, "/api/products/1");

describe("the IMEI change limit's answer", () => {
  afterAll(() => activateLocale("en"));

  it("is the server's words in English", () => {
    expect(addProductErrorMessage(limited(PASSPORT_MESSAGES.imeiChangesPerListing))).toBe(
      "This listing's IMEI was changed 3 times today: try again tomorrow.",
    );
  });

  it("is in Bangla for a Bangla reader, per listing and per seller", async () => {
    await activateLocale("bn");
    await loadCatalogPart("find", "bn");
    expect(addProductErrorMessage(limited(PASSPORT_MESSAGES.imeiChangesPerListing))).toBe(
      "আজ এই বিজ্ঞাপনের আইএমইআই ৩ বার বদলানো হয়েছে: আগামীকাল আবার চেষ্টা করুন।",
    );
    expect(addProductErrorMessage(limited(PASSPORT_MESSAGES.imeiChangesPerSeller))).toBe(
      "আজ আপনি ১০ বার আইএমইআই বদলেছেন: আগামীকাল আবার চেষ্টা করুন।",
    );
  });
});
