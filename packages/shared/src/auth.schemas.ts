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
export const chosenName = personName.refine((name) => !posesAsSite(name), MESSAGES.nameReserved);

/** A photo's file name as the site stores it (a random 22-character name, WebP). */
const PHOTO_FILE = /^[A-Za-z0-9_-]{22}\.webp$/;
const SITE_PHOTO = /^\/images\/[A-Za-z0-9_-]{22}\.webp$/;

/**
 * Whether `url` is one of the site's own photo addresses: `/images/<file>`, or the file under
 * the configured public address of the photo bucket (`publicPhotoUrl`, no trailing slash).
 */
export function isOwnImageAddress(url: string, publicPhotoUrl?: string): boolean {
  if (SITE_PHOTO.test(url)) return true;
  if (publicPhotoUrl === undefined || !url.startsWith(`${publicPhotoUrl}/`)) return false;
  return PHOTO_FILE.test(url.slice(publicPhotoUrl.length + 1));
}

/**
 * A user's picture: one of the site's photo addresses or none. The shape is checked here (a
 * site path, or an https address ending in a photo file); the server then checks an address
 * against its own bucket's (`isOwnImageAddress`).
 */
const userImage = z
  .string()
  .max(300, MESSAGES.imageInvalid)
  .refine(
    (url) =>
      isOwnImageAddress(url) ||
      /^https:\/\/[^/?#\s]+(\/[^/?#\s]+)*\/[A-Za-z0-9_-]{22}\.webp$/.test(url),
    MESSAGES.imageInvalid,
  )
  .nullable()
  .optional();

/**
 * A new account's fields as the server checks every sign-up, its own included (the configured
 * admin, the demo accounts).
 */
/** A password someone chooses: at sign-up, and again when they reset it. */
const newPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

export const newAccountSchema = z.object({
  name: personName,
  email,
  password: newPassword,
  role: z.enum(SIGN_UP_ROLES, { error: MESSAGES.roleInvalid }).default("Buyer"),
  /** The language the sign-up came in: the account's, and its verification email's. */
  language: z.enum(LOCALES, { error: MESSAGES.languageInvalid }).optional(),
});
/** Sign-up form and `POST /api/auth/sign-up/email` body: a person's own sign-up. */
export const signUpSchema = newAccountSchema.extend({ name: chosenName, image: userImage });
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

/** Where Better Auth sends the browser once a sign-in is done. */
const callbackUrl = z.string().max(TEXT_LIMITS.callbackUrl);

/** `POST /api/auth/sign-in/email` as the API takes it: the login form, and Better Auth's options. */
export const signInRequestSchema = signInSchema.extend({
  rememberMe: z.boolean().optional(),
  callbackURL: callbackUrl.optional(),
});

/** `POST /api/auth/sign-in/social`: starts a sign-in with a provider (Google). */
export const socialSignInSchema = z.object({
  provider: z.string().min(1).max(TEXT_LIMITS.authProvider),
  callbackURL: callbackUrl.optional(),
  errorCallbackURL: callbackUrl.optional(),
  disableRedirect: z.boolean().optional(),
});

/**
 * `POST /api/auth/update-user`: what a user may change about themselves. Other keys pass through
 * to Better Auth's hook, which names the field that cannot be changed (role, verified…).
 */
export const updateUserSchema = z.looseObject({
  name: chosenName.optional(),
  image: userImage,
  language: z.enum(LOCALES, { error: MESSAGES.languageInvalid }).optional(),
});

/** The most characters a verification link's token has (a signed JWT or a random key). */
const EMAIL_TOKEN_MAX_LENGTH = 1000;

/** `POST /api/verify-email`: the token of a link from a verification email. */
export const verifyEmailSchema = z.object({
  token: z.string().trim().min(1).max(EMAIL_TOKEN_MAX_LENGTH),
});
export const verifyEmailResponseSchema = z.object({
  /** `verified`: the account is confirmed; `replaced`: a new account took the address over. */
  status: z.enum(["verified", "replaced"]),
  email: z.string(),
});
export type VerifyEmailAnswer = z.infer<typeof verifyEmailResponseSchema>;

/** `POST /api/auth/send-verification-email`: a new link to this address. */
export const sendVerificationEmailSchema = z.object({
  email,
  callbackURL: z.string().max(TEXT_LIMITS.email).optional(),
});

export const roleSchema = z.enum(ROLES);

/** A path parameter naming a user by email (role and seller lookups). */
export const emailParamsSchema = z.object({ email: z.string().max(320).trim().min(1) });
export const userRoleResponseSchema = z.object({ userRole: roleSchema });

export const accessTokenResponseSchema = z.object({ accessToken: z.string() });

export const healthResponseSchema = z.object({ status: z.literal("ok") });

/** One readiness check: `ok`, or what is wrong. */
const readyCheckSchema = z.union([z.literal("ok"), z.string()]);

/** `GET /api/ready`: 200 when every check is `ok`, else 503 (a load balancer sends no traffic). */
export const readyResponseSchema = z.object({
  status: z.enum(["ready", "not-ready"]),
  checks: z.object({
    database: readyCheckSchema,
    migrations: readyCheckSchema,
    storage: readyCheckSchema,
    /** Only when the server is configured with REDIS_URL. */
    redis: readyCheckSchema.optional(),
  }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

/**
 * `POST /api/auth/request-password-reset` and the Forgot Password form: the address to send a
 * reset link to, and the language the page is in (the email's, when the account has none yet).
 */
export const passwordResetRequestSchema = z.object({
  email,
  language: z.enum(LOCALES, { error: MESSAGES.languageInvalid }).optional(),
});
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** The token of a reset link, as its page sends it back (Better Auth's are 24 characters). */
const resetToken = z.string().trim().min(1, "The reset link has no token.").max(128);

/** `POST /api/password-reset/check`: whether a reset link can still be used, before typing. */
export const resetLinkSchema = z.object({ token: resetToken });

/** `POST /api/auth/reset-password` and the new password form. */
export const resetPasswordSchema = z.object({ token: resetToken, newPassword });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** What a reset answers: whether the person is now signed in on this browser. */
export const resetPasswordResponseSchema = z.object({
  status: z.literal(true),
  signedIn: z.boolean(),
});

/** `POST /api/password-reset/check`: the link works, for this address (shown on the page). */
export const resetLinkResponseSchema = z.object({ email: z.string() });

/** `POST /api/auth/request-password-reset`: the same answer whether or not the address is known. */
export const passwordResetRequestedSchema = z.object({
  status: z.literal(true),
  message: z.string(),
});
