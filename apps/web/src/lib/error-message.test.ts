import { BOOKING_MESSAGES } from "@bechedaw/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError, OFFLINE } from "./api-client";
import { errorMessage } from "./error-message";
import { activateLocale } from "./i18n/i18n";

const conflict = (message: string) => new ApiRequestError(409, "CONFLICT", message);

describe("errorMessage in English", () => {
  it("names known codes in plain words and keeps the server's own English otherwise", () => {
    expect(errorMessage(new ApiRequestError(0, OFFLINE, "offline"))).toBe(
      "You are offline. Connect to the internet and try again.",
    );
    expect(errorMessage(conflict("Only sellers can be verified."))).toBe(
      "Only sellers can be verified.",
    );
    expect(errorMessage(new Error("boom"))).toBe("Something went wrong. Please try again.");
  });

  it("reads only the codes it lists, never an object's inherited names", () => {
    const odd = new ApiRequestError(409, "constructor", "A refusal in the server's words.");
    expect(errorMessage(odd)).toBe("A refusal in the server's words.");
  });
});

describe("errorMessage in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));

  it("names known codes in Bangla", () => {
    expect(errorMessage(new ApiRequestError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid"))).toBe(
      "ইমেইল বা পাসওয়ার্ড ভুল। দুটোই দেখে আবার চেষ্টা করুন।",
    );
  });

  it("translates the shared texts the server answers with", () => {
    expect(errorMessage(conflict(BOOKING_MESSAGES.alreadyBooked))).toBe(
      "আপনি এই পণ্যটি আগেই বুক করেছেন।",
    );
  });

  it("names each specific refusal by its code", () => {
    const sold = new ApiRequestError(409, "PRODUCT_SOLD", "This phone has already been sold.");
    expect(errorMessage(sold)).toBe("ফোনটি ইতিমধ্যে বিক্রি হয়ে গেছে।");
    const lastAdmin = new ApiRequestError(409, "LAST_ADMIN", "The last admin cannot be demoted.");
    expect(errorMessage(lastAdmin)).toBe("শেষ অ্যাডমিনকে সরানো যায় না।");
  });

  it("never shows a Bangla reader the server's English: it names the kind of failure", () => {
    expect(errorMessage(conflict("Only sellers can be verified."))).toBe(
      "এখন এটি করা যাচ্ছে না: ফোন বা অ্যাকাউন্টটি বদলে গেছে। পাতাটি আবার লোড করে চেষ্টা করুন।",
    );
  });
});
