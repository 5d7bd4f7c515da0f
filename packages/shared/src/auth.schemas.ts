import { z } from "zod";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  SIGN_UP_ROLES,
  TEXT_LIMITS,
} from "./constants";
import { MESSAGES } from "./messages";
import { LOCALES } from "./locale";
import { isSafeName, posesAsSite } from "./text";

const email = z
  .string({ error: MESSAGES.emailRequired })
  .max(TEXT_LIMITS.email, MESSAGES.emailTooLong)
  .trim()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

const personName = z
  .string({ error: MESSAGES.nameRequired })
  .max(TEXT_LIMITS.personName, MESSAGES.nameTooLong)
  .trim()
  .min(1, MESSAGES.nameRequired)
  .refine(isSafeName, MESSAGES.nameInvalid);

/**
 * A name a person chooses through the API. The server's own accounts (the configured admin, the
 * demo) may be called "Admin"; nobody signing up or renaming may pose as the site.
 */
const chosenName = personName.refine((name) => !posesAsSite(name), MESSAGES.nameReserved);

/**
 * A new account's fields as the server checks every sign-up, its own included (the configured
 * admin, the demo accounts).
 */
export const newAccountSchema = z.object({
  name: personName,
  email,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
  role: z.enum(SIGN_UP_ROLES, { error: MESSAGES.roleInvalid }).default("Buyer"),
});
/** Sign-up form and `POST /api/auth/sign-up/email` body: a person's own sign-up. */
export const signUpSchema = newAccountSchema.extend({ name: chosenName });
export type SignUpInput = z.input<typeof signUpSchema>;

/** Login form and `POST /api/auth/sign-in/email` body. */
export const signInSchema = z.object({
  email,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
});
export type SignInInput = z.infer<typeof signInSchema>;

/**
 * `POST /api/auth/update-user`: what a user may change about themselves. Other keys pass through
 * to Better Auth's hook, which names the field that cannot be changed (role, verified…).
 */
export const updateUserSchema = z.looseObject({
  name: chosenName.optional(),
  language: z.enum(LOCALES, { error: MESSAGES.languageInvalid }).optional(),
});

export const roleSchema = z.enum(ROLES);

/** A path parameter naming a user by email (role and seller lookups). */
export const emailParamsSchema = z.object({ email: z.string().max(320).trim().min(1) });
export const userRoleResponseSchema = z.object({ userRole: roleSchema });

export const accessTokenResponseSchema = z.object({ accessToken: z.string() });

export const healthResponseSchema = z.object({ status: z.literal("ok") });
