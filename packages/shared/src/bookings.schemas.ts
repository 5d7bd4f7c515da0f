import { z } from "zod";
import { LOCATIONS } from "./constants";
import { BOOKING_MESSAGES } from "./messages";

/**
 * `01XXXXXXXXX` or `+8801XXXXXXXXX` (operator digit 3–9), once spaces and dashes are gone.
 * The prefix is `88`, not `880`: "+880 1712…" already drops the trunk 0, so "+88" + "017…" is how
 * the number is written.
 */
export const BD_MOBILE_PATTERN = /^(?:\+?88)?01[3-9]\d{8}$/;

/** Accepts "017-1234 5678" as typed and yields "01712345678". */
export const bangladeshMobileSchema = z
  .string({ error: BOOKING_MESSAGES.phoneRequired })
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(
    z
      .string()
      .min(1, BOOKING_MESSAGES.phoneRequired)
      .max(20, BOOKING_MESSAGES.phoneInvalid)
      .regex(BD_MOBILE_PATTERN, BOOKING_MESSAGES.phoneInvalid),
  );

/**
 * `POST /api/bookedproducts`. The buyer, price and product details come from the server, never
 * from this body.
 */
export const createBookingSchema = z.object({
  productId: z.string().trim().min(1).max(100),
  userLocation: z.enum(LOCATIONS, { error: BOOKING_MESSAGES.locationRequired }),
  userPhone: bangladeshMobileSchema,
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBookingBody = z.output<typeof createBookingSchema>;
