import { describe, expect, it } from "vitest";
import { createPasswordHasher, hashing, PASSWORD_COST } from "./password";

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

  it("runs at most two hashes at once, so a burst of sign-ins leaves the thread pool free", async () => {
    const hasher = createPasswordHasher({ N: 2 ** 14, r: 8, p: 1 });
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, hashing.active)), 1);
    const hashes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => hasher.hash(`password number ${i}`)),
    );
    clearInterval(watch);
    expect(hashes).toHaveLength(8);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
    expect(hashing.active).toBe(0);
  });

  it("checks one account's password one try at a time: a second try at once is refused (429)", async () => {
    const hasher = createPasswordHasher({ N: 2 ** 14, r: 8, p: 1 });
    const hash = await hasher.hash("correct horse battery");
    const other = await hasher.hash("another account's password");
    const [first, second, otherAccount] = await Promise.allSettled([
      hasher.verify({ hash, password: "guess one" }),
      hasher.verify({ hash, password: "guess two" }),
      hasher.verify({ hash: other, password: "another account's password" }),
    ]);
    expect(first).toEqual({ status: "fulfilled", value: false });
    expect(otherAccount).toEqual({ status: "fulfilled", value: true });
    expect(second.status).toBe("rejected");
    const refusal = (second as PromiseRejectedResult).reason as {
      statusCode: number;
      body: { code: string };
      headers: Record<string, string>;
    };
    expect(refusal.statusCode).toBe(429);
    expect(refusal.body.code).toBe("RATE_LIMITED");
    expect(refusal.headers["retry-after"]).toBe("2");
    // Its place is free again once the first check is done.
    expect(await hasher.verify({ hash, password: "correct horse battery" })).toBe(true);
  });
});
