import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer, genericOAuth } from "better-auth/plugins";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  newAccountSchema,
  updateUserSchema,
} from "@bechedaw/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { CLIENT_IP_HEADER } from "../../plugins/auth";
import type { z } from "zod";
import { eq } from "drizzle-orm";
import * as tables from "./auth.tables";
import { createPasswordHasher, type ScryptCost } from "./password";

const GOOGLE_PROVIDER_ID = "google";
const SESSION_CACHE_SECONDS = 5 * 60;
/** A session lasts a week, and is renewed for another when used a day or more after its start. */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

// Fields a user must never change about themselves through `update-user`.
const PROTECTED_USER_FIELDS = ["role", "verified", "email", "emailVerified"];

/** A body that fails its shared schema, refused in the API's shape (400 VALIDATION_ERROR). */
function validationError(error: z.ZodError): APIError {
  return new APIError("BAD_REQUEST", {
    code: "VALIDATION_ERROR",
    message: error.issues[0]?.message ?? "Invalid input.",
    details: error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
  });
}

export function createAuth(options: {
  config: Config;
  db: Database;
  secret: string;
  /** scrypt's cost for new passwords; the production default unless a test passes a cheap one. */
  passwordCost?: ScryptCost | undefined;
}) {
  const { config, db, secret } = options;
  return betterAuth({
    appName: "BecheDaw",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: config.trustedOrigins,
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
      // request (docs/decisions/012).
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: config.authRateLimit },
        "/sign-up/email": { window: 60, max: config.authRateLimit },
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
        if (ctx.path === "/sign-up/email") {
          const parsed = newAccountSchema.safeParse(ctx.body);
          if (!parsed.success) throw validationError(parsed.error);
          // With autoSignIn off Better Auth answers a taken email with a fake success; the
          // sign-up form must say the email is in use instead (docs/decisions/003).
          const taken = await ctx.context.internalAdapter.findUserByEmail(
            parsed.data.email.toLowerCase(),
          );
          if (taken) {
            throw new APIError("UNPROCESSABLE_ENTITY", {
              code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
              message: "User already exists. Use another email.",
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
            const chosen = ctx?.path === "/sign-up/email" ? user.role : undefined;
            return {
              data: { ...user, role: chosen === "Seller" ? "Seller" : "Buyer", verified: false },
            };
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
