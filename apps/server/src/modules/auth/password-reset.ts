import { isLocale, type Locale } from "@bechedaw/shared";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { queueEmail } from "../mail";
import { account } from "./auth.tables";
import { passwordResetEmail } from "./password-reset.emails";
import { RESET_LINK_SECONDS, recordResetLink } from "./password-reset.links";

/**
 * The language of the page a reset was asked from, set by our route on the request it hands to
 * Better Auth (over any value the client sent): the email's language when the account has none.
 */
export const RESET_LANGUAGE_HEADER = "x-bechedaw-language";

async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(
      and(
        eq(account.userId, userId),
        eq(account.providerId, "credential"),
        isNotNull(account.password),
      ),
    );
  return row !== undefined;
}

/**
 * Better Auth's password reset (docs/decisions/027-password-reset.md): a link to our own page,
 * good for an hour and once; the reset ends every session of the user. The link's record and its
 * email are written in one transaction, so an email always names a link that exists.
 */
export function passwordResetOptions(config: Config, db: Database) {
  return {
    resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
    revokeSessionsOnPasswordReset: true,
    sendResetPassword: async (
      data: {
        user: { id: string; name: string; email: string; language?: unknown };
        token: string;
      },
      request?: Request,
    ) => {
      const { user, token } = data;
      const asked = request?.headers.get(RESET_LANGUAGE_HEADER);
      const language: Locale = isLocale(user.language)
        ? user.language
        : isLocale(asked)
          ? asked
          : "en";
      const url = new URL("/reset-password", config.baseUrl);
      url.searchParams.set("token", token);
      const content = passwordResetEmail(language, {
        name: user.name,
        url: url.href,
        hasPassword: await hasPassword(db, user.id),
      });
      await db.transaction(async (tx) => {
        await recordResetLink(tx, token, user.id);
        await queueEmail(tx, user.email, language, content);
      });
    },
  };
}
