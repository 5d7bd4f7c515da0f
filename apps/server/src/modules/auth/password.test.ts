import { describe, expect, it } from "vitest";
import { createPasswordHasher, PASSWORD_COST } from "./password";

describe("password hashing", () => {
  it("hashes at OWASP's scrypt minimum (N=2^17, r=8, p=1) unless told otherwise", async () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const hash = await createPasswordHasher().hash("correct horse battery");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });

  it("verifies a hash at the cost written in it, whatever the hasher's own cost", async () => {
    const cheap = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
    const hash = await cheap.hash("correct horse battery");
    expect(hash.startsWith("scrypt$1024$8$1$")).toBe(true);
    const production = createPasswordHasher();
    expect(await production.verify({ hash, password: "correct horse battery" })).toBe(true);
    expect(await production.verify({ hash, password: "wrong horse battery" })).toBe(false);
  });

  it("refuses a hash of another scheme", async () => {
    const hasher = createPasswordHasher();
    expect(await hasher.verify({ hash: "bcrypt$x$y", password: "anything" })).toBe(false);
  });
});
