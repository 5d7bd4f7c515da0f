import { z } from "zod";
import { chosenName, roleSchema } from "./auth.schemas";
import { BD_MOBILE_PATTERN } from "./bookings.schemas";
import { LOCATIONS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_LIMITS } from "./constants";
import { toAsciiDigits } from "./digits";
import { LOCALES } from "./locale";
import { ACCOUNT_MESSAGES } from "./account.messages";
import { BOOKING_MESSAGES, MESSAGES } from "./messages";

/**
 * A profile's mobile number as typed ("017-1234 5678", "০১৭১২৩৪৫৬৭৮", "+8801712345678"), kept
 * as "01712345678"; an empty one, or null (what the settings form sends, and the account reads),
 * clears it.
 */
const profilePhoneSchema = z
  .string({ error: BOOKING_MESSAGES.phoneInvalid })
  .max(TEXT_LIMITS.phone, BOOKING_MESSAGES.phoneTooLong)
  .transform((value) => toAsciiDigits(value).replace(/[\s-]/g, ""))
  .refine((value) => value === "" || BD_MOBILE_PATTERN.test(value), BOOKING_MESSAGES.phoneInvalid)
  .transform((value) => (value === "" ? null : value.replace(/^\+?88/, "")))
  .nullable();

/** One of the 64 districts; an empty one ("Not chosen"), or null, clears it. */
const profileDistrictSchema = z
  .enum(["", ...LOCATIONS], { error: ACCOUNT_MESSAGES.districtInvalid })
  .transform((value) => (value === "" ? null : value))
  .nullable();

/** The settings page's profile form: every field of the profile. */
export const profileSchema = z.object({
  name: chosenName,
  phone: profilePhoneSchema,
  district: profileDistrictSchema,
  language: z.enum(LOCALES, { error: MESSAGES.languageInvalid }),
});
export type ProfileInput = z.input<typeof profileSchema>;

/**
 * `PATCH /api/account`: any of the profile's fields; the others stay. Nothing here reaches the
 * role, the verified flag, the email address or a ban.
 */
export const updateAccountSchema = profileSchema.partial();
export type UpdateAccountBody = z.output<typeof updateAccountSchema>;

/** The signed-in user's own account, `GET /api/account` (and the answer of its PATCH). */
export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  phone: z.string().nullable(),
  district: z.enum(LOCATIONS).nullable(),
  language: z.enum(LOCALES).nullable(),
  /** False for an account that signs in with Google only: it may set a first password. */
  hasPassword: z.boolean(),
  /** The only admin cannot delete their account (decision 005). */
  isLastAdmin: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

const newPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

/**
 * `POST /api/account/password`: the current password (required when the account has one) and
 * the new one. Every other session of the account ends.
 */
export const changePasswordSchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong).optional(),
  newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;

export const changePasswordResponseSchema = z.object({
  acknowledged: z.literal(true),
  /** How many other sessions (devices) were signed out. */
  sessionsEnded: z.number().int(),
});

/**
 * `DELETE /api/account`: the account's password; an account without one (Google only) types its
 * email address instead.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong).optional(),
  email: z.string().max(TEXT_LIMITS.email, MESSAGES.emailTooLong).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountSchema>;
