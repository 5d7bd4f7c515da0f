import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { createLimiter } from "../../limiter";

/** scrypt's cost: memory and time grow with N × r. */
export type ScryptCost = { N: number; r: number; p: number };

/** OWASP's minimum for scrypt (N=2^17, r=8, p=1); Better Auth's default is below it. */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

/**
 * scrypt runs on Node's thread pool (four threads), which file reads and photo processing share:
 * eight wrong sign-ins at once would hold all of it. Two hashes run at a time; the rest queue.
 */
export const hashing = createLimiter(2);

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const maxmem = 256 * cost.N * cost.r;
  return hashing.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/**
 * Hashes new passwords at `cost` (tests pass a cheap one); verifies any stored hash at the cost
 * written in it. Stored as `scrypt$N$r$p$salt$key` (base64) so the cost can be raised later.
 */
export function createPasswordHasher(cost: ScryptCost = PASSWORD_COST) {
  return {
    hash: async (password: string): Promise<string> => {
      const salt = randomBytes(16);
      const key = await derive(password, salt, cost);
      const encoded = [salt.toString("base64"), key.toString("base64")];
      return ["scrypt", cost.N, cost.r, cost.p, ...encoded].join("$");
    },
    verify: async ({ hash, password }: { hash: string; password: string }): Promise<boolean> => {
      const [scheme, n, r, p, salt, key] = hash.split("$");
      if (scheme !== "scrypt" || !salt || !key) return false;
      const expected = Buffer.from(key, "base64");
      const stored = { N: Number(n), r: Number(r), p: Number(p) };
      const actual = await derive(password, Buffer.from(salt, "base64"), stored);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
