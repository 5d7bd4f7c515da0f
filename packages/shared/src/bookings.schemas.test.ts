import { describe, expect, it } from "vitest";
import { createBookingSchema } from "./bookings.schemas";
import { BOOKING_MESSAGES } from "./messages";

const parsePhone = (userPhone: string) =>
  createBookingSchema.safeParse({ productId: "p1", userLocation: "Dhaka", userPhone });

describe("createBookingSchema", () => {
  it.each(["01712345678", "+8801712345678", "8801912345678", "017-1234 5678"])(
    "accepts the Bangladeshi mobile number %s",
    (phone) => expect(parsePhone(phone).success).toBe(true),
  );

  it.each(["0171234567", "02123456789", "01212345678", "+88001712345678", "phone"])(
    "rejects %s as not a Bangladeshi mobile number",
    (phone) => {
      expect(parsePhone(phone).error?.issues[0]?.message).toBe(BOOKING_MESSAGES.phoneInvalid);
    },
  );

  it("asks for a phone number when it is empty", () => {
    expect(parsePhone(" ").error?.issues[0]?.message).toBe(BOOKING_MESSAGES.phoneRequired);
  });

  it("stores the number without spaces or dashes", () => {
    expect(parsePhone("017-1234 5678").data?.userPhone).toBe("01712345678");
  });

  it("accepts a number typed in Bangla digits and stores it in ASCII digits", () => {
    expect(parsePhone("০১৭১২-৩৪৫৬৭৮").data?.userPhone).toBe("01712345678");
    expect(parsePhone("+৮৮০১৯১২৩৪৫৬৭৮").data?.userPhone).toBe("+8801912345678");
  });

  it("says a number longer than 20 characters is too long", () => {
    const message = parsePhone("0".repeat(21)).error?.issues[0]?.message;
    expect(message).toBe("Phone number must be at most 20 characters.");
  });

  it("refuses a meeting place that is not one of the locations", () => {
    const result = createBookingSchema.safeParse({
      productId: "p1",
      userLocation: "Paris",
      userPhone: "01712345678",
    });
    expect(result.error?.issues[0]?.message).toBe(BOOKING_MESSAGES.locationRequired);
  });
});
