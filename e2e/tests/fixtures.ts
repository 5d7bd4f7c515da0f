import { randomBytes } from "node:crypto";

export const GOOGLE_USER = {
  sub: "google-user-1",
  email: "google.person@example.com",
  name: "Google Person",
};

export const PASSWORD = "correct-horse-1";

/** Created by the server at start-up from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const ADMIN = { email: "admin@bechedaw.test", password: "e2e-admin-password" };

export function uniqueEmail(prefix: string) {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}
