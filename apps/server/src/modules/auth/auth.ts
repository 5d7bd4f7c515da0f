import { betterAuth, type BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer, genericOAuth } from "better-auth/plugins";
import {
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isOwnImageAddress,
  newAccountSchema,
  updateUserSchema,
} from "@bechedaw/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { CLIENT_IP_HEADER } from "../../plugins/auth";
import type { z } from "zod";
import { eq } from "drizzle-orm";
import { queueEmail, type MailLanguage } from "../mail";
import { confirmEmailContent, verifyEmailUrl } from "./auth.emails";
import * as tables from "./auth.tables";
import { EMAIL_LINK_SECONDS, newUserId, startTakeover } from "./auth.takeover";
import { createPasswordHasher, type ScryptCost } from "./password";
import { passwordResetOptions } from "./password-reset";

const GOOGLE_PROVIDER_ID = "google";
const SESSION_CACHE_SECONDS = 5 * 60;
/** A session lasts a week, and is renewed for another when used a day or more after its start. */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

// Fields a user must never change about themselves through `update-user`.
const PROTECTED_USER_FIELDS = ["role", "verified", "email", "emailVerified"];

/** How many verification emails one client address may ask for again in a minute. */
const RESEND_LINK_PER_MINUTE = 3;

const mailLanguage = (language: unknown): MailLanguage => (language === "bn" ? "bn" : "en");

/** A body that fails its shared schema, refused in the API's shape (400 VALIDATION_ERROR). */
function validationError(error: z.ZodError): APIError {
  return new APIError("BAD_REQUEST", {
    code: "VALIDATION_ERROR",
    message: error.issues[0]?.message ?? "Invalid input.",
    details: error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
  });
}

/** A picture that is not one of the site's own photos, refused in the API's shape. */
function foreignImageError(): APIError {
  return new APIError("BAD_REQUEST", {
    code: "VALIDATION_ERROR",
    message: MESSAGES.imageInvalid,
    details: [{ path: ["image"], message: MESSAGES.imageInvalid }],
  });
}

export function createAuth(options: {
  config: Config;
  db: Database;
  secret: string;
  /** scrypt's cost for new passwords; the production default unless a test passes a cheap one. */
  passwordCost?: ScryptCost | undefined;
  /**
   * Called when Google vouches for an address (its `email_verified`) at sign-in, before Better
   * Auth looks the address up: an unconfirmed account holding it is deleted, so the Google
   * account takes the address (docs/decisions/026-email-verification.md).
   */
  onProviderVerifiedEmail?: ((email: string) => Promise<void>) | undefined;
  /** Where the sign-in limits count (Redis, decision 034); the database's table by default. */
  rateLimitStorage?: NonNullable<BetterAuthOptions["rateLimit"]>["customStorage"];
}) {
  const { config, db, secret } = options;
  /** Whether a user's picture may be `image`: none, or one of the site's own photos. */
  const isAllowedImage = (image: unknown) =>
    image === undefined ||
    image === null ||
    (typeof image === "string" && isOwnImageAddress(image, config.s3?.publicUrl));
  return betterAuth({
    appName: "BecheDaw",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: config.trustedOrigins,
    logger: { disabled: config.logLevel === "silent" },
    database: drizzleAdapter(db, {
      provider: "pg",
      // Sign-up writes the user and the password's account row; Google writes the user and the
      // link. Each is one transaction, so a crash between them cannot leave a user who can never
      // sign in (apps/server/test/crash-consistency.test.ts found one on PostgreSQL).
      transaction: true,
      schema: {
        user: tables.user,
        session: tables.session,
        account: tables.account,
        verification: tables.verification,
        rateLimit: tables.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: createPasswordHasher(options.passwordCost),
      ...passwordResetOptions(config, db),
    },
    // A reset token is a password for an hour: its row keeps only a hash of it.
    verification: {
      storeIdentifier: { default: "plain", overrides: { "reset-password:": "hashed" } },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: EMAIL_LINK_SECONDS,
      // Runs after sign-up's transaction has committed, never inside it (decision 019).
      sendVerificationEmail: async ({ user, token }) => {
        // Accounts the server makes itself (the admin, the demo) are confirmed from the start.
        if (user.emailVerified) return;
        const language = mailLanguage((user as { language?: unknown }).language);
        const url = verifyEmailUrl(config.baseUrl, token);
        await queueEmail(db, user.email, language, confirmEmailContent(language, user.name, url));
      },
    },
    user: {
      additionalFields: {
        // Sign-up input only: checked by the hook below and blocked on update-user.
        role: { type: "string", required: false, defaultValue: "Buyer", input: true },
        verified: { type: "boolean", required: false, defaultValue: false, input: false },
        // The owner may change it through update-user; the hook below checks the value.
        language: { type: "string", required: false, input: true },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // A signed copy of the session and user in a cookie (5 minutes) spares Better Auth its
      // two queries when the web app asks for the session. It is never trusted for who may do
      // what: session-user.ts reads the session and the role from the database on every API
      // request (docs/decisions/012), and the bridge drops the copy from every write it hands
      // Better Auth (update-user…), so an ended session cannot write for those 5 minutes.
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      ...(options.rateLimitStorage ? { customStorage: options.rateLimitStorage } : {}),
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: config.authRateLimit },
        "/sign-up/email": { window: 60, max: config.authRateLimit },
        // Limited per address and per client by the hour in our own table instead
        // (password-reset.limits.ts); Better Auth's per-minute rule would add nothing.
        "/request-password-reset": false,
        "/send-verification-email": { window: 60, max: RESEND_LINK_PER_MINUTE },
        // Every page load asks for the session; many people can share one address (mobile
        // carriers' NAT), and a limit here would sign them all out. Nothing to guess here.
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith("https://"),
      cookiePrefix: "bechedaw",
      // Better Auth turns its origin/CSRF check off whenever NODE_ENV is "test"; keep it on always.
      disableOriginCheck: false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const image = (ctx.body as { image?: unknown } | undefined)?.image;
        if (!isAllowedImage(image)) throw foreignImageError();
        if (ctx.path === "/sign-up/email") {
          const parsed = newAccountSchema.safeParse(ctx.body);
          if (!parsed.success) throw validationError(parsed.error);
          // With autoSignIn off Better Auth answers a taken email with a fake success; the
          // sign-up form must say the email is in use instead (docs/decisions/003).
          const email = parsed.data.email.toLowerCase();
          const taken = await ctx.context.internalAdapter.findUserByEmail(email);
          // An account whose address was never confirmed does not keep the address from its
          // owner: the sign-up is answered as a new one and the address gets a link that hands
          // it over (docs/decisions/026). Admins and the server's own sign-ups never do this.
          const isTakeover =
            taken &&
            !taken.user.emailVerified &&
            (taken.user as { role?: unknown }).role !== "Admin" &&
            ctx.request;
          if (taken && !isTakeover) {
            throw new APIError("UNPROCESSABLE_ENTITY", {
              code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
              message: "User already exists. Use another email.",
            });
          }
          if (isTakeover) {
            const { name, role, language } = parsed.data;
            const passwordHash = await ctx.context.password.hash(parsed.data.password);
            await startTakeover(db, config.baseUrl, { email, name, role, language, passwordHash });
            const now = new Date();
            // The same answer, field for field, as a new account's (auth.takeover.test.ts).
            return ctx.json({
              token: null,
              user: {
                name,
                email,
                emailVerified: false,
                image: null,
                createdAt: now,
                updatedAt: now,
                role,
                verified: false,
                language: language ?? null,
                id: ctx.context.generateId({ model: "user" }) || newUserId(),
              },
            });
          }
        }
        if (ctx.path === "/update-user") {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const field = PROTECTED_USER_FIELDS.find((key) => key in body);
          if (field) {
            throw new APIError("BAD_REQUEST", {
              code: "FIELD_NOT_ALLOWED",
              message: `${field} cannot be changed here.`,
            });
          }
          const parsed = updateUserSchema.safeParse(body);
          if (!parsed.success) throw validationError(parsed.error);
        }
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // Every way in (email, Google) makes a session: a banned user gets none
          // (docs/decisions/023-listing-review.md).
          before: async (newSession) => {
            const [row] = await db
              .select({ bannedAt: tables.user.bannedAt })
              .from(tables.user)
              .where(eq(tables.user.id, newSession.userId));
            if (row?.bannedAt) {
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_BANNED",
                message: "This account has been banned by BecheDaw's admins.",
              });
            }
          },
        },
      },
      user: {
        create: {
          // Only email sign-up may choose Seller; Google and everything else register a Buyer.
          before: async (user, ctx) => {
            const isSignUp = ctx?.path === "/sign-up/email";
            const chosen = isSignUp ? user.role : undefined;
            // A sign-up the server makes itself (auth.api without a request: the admin from
            // ADMIN_EMAIL, the demo accounts) is the operator's own address: confirmed.
            const isOwnAccount = isSignUp && !ctx.request;
            return {
              data: {
                ...user,
                role: chosen === "Seller" ? "Seller" : "Buyer",
                verified: false,
                emailVerified: isOwnAccount || user.emailVerified,
                // Google's picture (or anything else not ours) is not kept: none instead.
                image: isAllowedImage(user.image) ? user.image : null,
              },
            };
          },
        },
        update: {
          // Whatever route changes a user, its picture stays one of ours or none.
          before: async (data) => {
            if (!isAllowedImage((data as { image?: unknown }).image)) throw foreignImageError();
            return { data };
          },
        },
      },
    },
    plugins: [
      bearer(),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: config.google.discoveryUrl,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                  // Google has checked the address: an unconfirmed local account gives it up.
                  mapProfileToUser: async (profile) => {
                    const email = typeof profile.email === "string" ? profile.email : "";
                    if (profile.emailVerified === true && email) {
                      await options.onProviderVerifiedEmail?.(email.toLowerCase());
                    }
                    return {};
                  },
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
  }
}
