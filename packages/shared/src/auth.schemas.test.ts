import { describe, expect, it } from "vitest";
import { newAccountSchema, signInSchema, signUpSchema, updateUserSchema } from "./auth.schemas";
import { TEXT_LIMITS } from "./constants";
import { MESSAGES } from "./messages";

const valid = { name: "Nadia Islam", email: "nadia@example.com", password: "correct horse" };

/** The message of each failing field, by path. */
function fieldMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("signUpSchema", () => {
  it("accepts a name, an email and a password, and makes the account a Buyer", () => {
    expect(signUpSchema.parse(valid)).toEqual({ ...valid, role: "Buyer" });
  });

  it("says a 101-character name is too long, not that it is missing", () => {
    const result = signUpSchema.safeParse({ ...valid, name: "N".repeat(101) });
    expect(fieldMessages(result)).toEqual({ name: "Full name must be at most 100 characters." });
  });

  it("takes a name of exactly the limit", () => {
    const name = "N".repeat(TEXT_LIMITS.personName);
    expect(signUpSchema.safeParse({ ...valid, name }).success).toBe(true);
  });

  it("asks for each missing field in its own words", () => {
    expect(fieldMessages(signUpSchema.safeParse({ name: " ", email: "", password: "" }))).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it("refuses an over-long email and password with their own messages", () => {
    const email = `${"a".repeat(250)}@example.com`;
    const result = signUpSchema.safeParse({ ...valid, email, password: "p".repeat(129) });
    expect(fieldMessages(result)).toEqual({
      email: "Email Address must be at most 254 characters.",
      password: MESSAGES.passwordTooLong,
    });
  });

  it("refuses Admin as a sign-up role", () => {
    const result = signUpSchema.safeParse({ ...valid, role: "Admin" });
    expect(fieldMessages(result)).toEqual({ role: MESSAGES.roleInvalid });
  });
});

describe("signInSchema", () => {
  it("trims the email", () => {
    const parsed = signInSchema.parse({ email: " nadia@example.com ", password: "x" });
    expect(parsed.email).toBe("nadia@example.com");
  });

  it("refuses a password longer than any sign-up allows", () => {
    const result = signInSchema.safeParse({ email: valid.email, password: "p".repeat(129) });
    expect(fieldMessages(result)).toEqual({ password: MESSAGES.passwordTooLong });
  });
});

describe("names", () => {
  it.each([
    ["a NUL", "a\u0000b"],
    ["a line break", "Nadia\nIslam"],
    ["a right-to-left override", "Nadia \u202Eslam"],
    ["a bidi isolate", "\u2066Nadia\u2069"],
  ])("refuses %s in the full name", (_label, name) => {
    expect(fieldMessages(signUpSchema.safeParse({ ...valid, name }))).toEqual({
      name: MESSAGES.nameInvalid,
    });
  });

  it("keeps Bangla names and joiners", () => {
    expect(signUpSchema.safeParse({ ...valid, name: "নাদিয়া ইসলাম\u200C" }).success).toBe(true);
  });
});

describe("names a person chooses", () => {
  it.each(["BecheDaw Official Store", "Beche-Daw support", "bechedaw", "Admin", "The Moderator"])(
    "refuses %j, which poses as the site or its staff",
    (name) => {
      expect(fieldMessages(signUpSchema.safeParse({ ...valid, name }))).toEqual({
        name: MESSAGES.nameReserved,
      });
      expect(fieldMessages(updateUserSchema.safeParse({ name }))).toEqual({
        name: MESSAGES.nameReserved,
      });
    },
  );

  it.each([
    ["Cyrillic е and а in BecheDaw", "B\u0435ch\u0435d\u0430w Support"],
    ["a Cyrillic А in Admin", "\u0410dmin Team"],
    ["Greek and Cyrillic letters in Moderator", "M\u03bfd\u0435rator"],
    ["an accented letter in Staff", "St\u00e1ff"],
  ])("refuses %s, which look like the site's words", (_label, name) => {
    expect(fieldMessages(signUpSchema.safeParse({ ...valid, name }))).toEqual({
      name: MESSAGES.nameReserved,
    });
    expect(fieldMessages(updateUserSchema.safeParse({ name }))).toEqual({
      name: MESSAGES.nameReserved,
    });
  });

  it.each([
    "Badminton Phones",
    "Officially Used Mobiles",
    "Rahim Electronics",
    "\u0418\u0432\u0430\u043d \u041f\u0435\u0442\u0440\u043e\u0432",
    "নাদিয়া ইসলাম",
    "Mobile Point 01",
  ])("keeps %j", (name) => {
    expect(signUpSchema.safeParse({ ...valid, name }).success).toBe(true);
  });

  it("lets the server's own accounts be called Admin", () => {
    expect(newAccountSchema.safeParse({ ...valid, name: "BecheDaw Admin" }).success).toBe(true);
  });

  it("checks update-user's name and language and passes other fields on", () => {
    expect(fieldMessages(updateUserSchema.safeParse({ name: " " }))).toEqual({
      name: MESSAGES.nameRequired,
    });
    expect(fieldMessages(updateUserSchema.safeParse({ language: "fr" }))).toEqual({
      language: MESSAGES.languageInvalid,
    });
    expect(updateUserSchema.parse({ role: "Admin" })).toEqual({ role: "Admin" });
  });
});
