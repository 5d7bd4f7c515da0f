import { randomBytes } from "node:crypto";

export const GOOGLE_USER = {
  sub: "google-user-1",
  email: "google.person@example.com",
  name: "Google Person",
};

export const PASSWORD = "correct-horse-1";

export function uniqueEmail(prefix: string) {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}
