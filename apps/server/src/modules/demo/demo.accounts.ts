import type { Role } from "@bechedaw/shared";
import { APIError } from "better-auth/api";
import type { Database } from "../../db/client";
import { updateUser, type Auth } from "../auth";

export type DemoSellerKey = "rahim" | "karim";

export type DemoAccount = {
  key: "admin" | DemoSellerKey | "nadia";
  name: string;
  email: string;
  password: string;
  role: Role;
  verified: boolean;
};

// Public on purpose: they are printed at start-up and listed in the README.
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: "admin",
    name: "BecheDaw Admin",
    email: "admin@bechedaw.demo",
    password: "demo-admin-2026",
    role: "Admin",
    verified: false,
  },
  {
    key: "rahim",
    name: "Rahim Electronics",
    email: "rahim@bechedaw.demo",
    password: "demo-rahim-2026",
    role: "Seller",
    verified: true,
  },
  {
    key: "karim",
    name: "Karim Mobile",
    email: "karim@bechedaw.demo",
    password: "demo-karim-2026",
    role: "Seller",
    verified: false,
  },
  {
    key: "nadia",
    name: "Nadia Rahman",
    email: "nadia@bechedaw.demo",
    password: "demo-nadia-2026",
    role: "Buyer",
    verified: false,
  },
];

/** Another server seeded the same database at the same moment. */
export class DemoAccountExistsError extends Error {}

/**
 * Signs the account up through Better Auth as a Buyer or Seller, then promotes the admin and
 * verifies the seller directly (neither can be chosen at sign-up). Answers the user id.
 */
export async function createDemoAccount(
  db: Database,
  auth: Auth,
  account: DemoAccount,
): Promise<string> {
  const { name, email, password } = account;
  const role = account.role === "Seller" ? "Seller" : "Buyer";
  let id: string;
  try {
    ({
      user: { id },
    } = await auth.api.signUpEmail({ body: { name, email, password, role } }));
  } catch (error) {
    if (error instanceof APIError && error.body?.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
      throw new DemoAccountExistsError(`${email} already exists`);
    }
    throw error;
  }
  if (account.role !== role || account.verified) {
    await updateUser(db, id, { role: account.role, verified: account.verified });
  }
  return id;
}

/** The accounts as one block of text for the start-up output. */
export function formatDemoAccounts(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  const lines = accounts.map((a) => {
    const note = a.role === "Seller" ? `  ${a.name}${a.verified ? " (verified)" : ""}` : "";
    return `  ${a.role.padEnd(7)} ${a.email.padEnd(width)}  ${a.password}${note}`;
  });
  const rule = "─".repeat(72);
  return [
    rule,
    "  Demo accounts (SEED_DEMO), sign in with these:",
    ...lines,
    "  Anyone can sign in with them: never use SEED_DEMO on a public site.",
    rule,
  ].join("\n");
}
