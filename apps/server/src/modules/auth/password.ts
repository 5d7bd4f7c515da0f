import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { APIError } from "better-auth/api";
import { createLimiter, LimiterFullError } from "../../concurrency";

/** scrypt's cost: memory and time grow with N × r. */
export type ScryptCost = { N: number; r: number; p: number };

/** OWASP's minimum for scrypt (N=2^17, r=8, p=1); Better Auth's default is below it. */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

/**
 * scrypt runs on Node's thread pool (four threads), which file reads and photo processing share:
 * eight wrong sign-ins at once would hold all of it. Two hashes run at a time; the rest queue,
 * sixteen at most, and one account's password checks hold one place at most (running or
 * waiting): a flood of guesses, at one account or from many, is refused at once instead of
 * making everyone else's sign-in wait behind it (docs/decisions/038-one-path-one-caller.md).
 */
export const hashing = createLimiter(2, { maxWaiting: 16, maxPerKey: 1 });

/** How long a refused password check is told to wait (a queue of 16 drains in about that). */
const HASHING_BUSY_RETRY_SECONDS = 2;

/** The refusal of a password check with no place in the queue: 429 with Retry-After. */
function hashingBusy(): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: "RATE_LIMITED",
      message: `Too many password checks at once; try again in ${HASHING_BUSY_RETRY_SECONDS} seconds.`,
    },
    { "retry-after": String(HASHING_BUSY_RETRY_SECONDS) },
  );
}

/** scrypt in the queue; `key` names the account whose password is checked, if any. */
async function derive(
  password: string,
  salt: Buffer,
  cost: ScryptCost,
  key?: string,
): Promise<Buffer> {
  const maxmem = 256 * cost.N * cost.r;
  try {
    return await hashing.run(
      () =>
        new Promise<Buffer>((resolve, reject) =>
          scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
            error ? reject(error) : resolve(key),
          ),
        ),
      key,
    );
  } catch (error) {
    if (error instanceof LimiterFullError) throw hashingBusy();
    throw error;
  }
}

/**
 * Hashes new passwords at `cost` (tests pass a cheap one); verifies any stored hash at the cost
 * written in it. Either may throw Better Auth's APIError 429 when the queue has no place: Better
 * Auth answers it as it is, and our own routes' error handler reads its Retry-After. Stored as `scrypt$N$r$p$salt$key` (base64) so the cost can be raised later.
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
      // A stored hash's salt is its account's own: the account's key in the queue.
      const actual = await derive(password, Buffer.from(salt, "base64"), stored, `salt:${salt}`);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
