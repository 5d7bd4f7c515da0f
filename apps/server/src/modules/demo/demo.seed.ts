import { availableParallelism } from "node:os";
import { passportInputSchema } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { pino } from "pino";
import { type Caller, hasAnyUser } from "../auth";
import { saveImage } from "../images";
import { advertiseProduct, createProduct } from "../listings";
import {
  createDemoAccount,
  DEMO_ACCOUNTS,
  DemoAccountExistsError,
  formatDemoAccounts,
  type DemoAccount,
} from "./demo.accounts";
import { artworkColour, drawPhoneArtwork } from "./demo.artwork";
import { demoPassport } from "./demo.passports";
import {
  DEMO_PRODUCTS,
  demoCondition,
  demoProductName,
  demoSizes,
  type DemoProduct,
} from "./demo.catalogue";

export type DemoSeedResult = {
  accounts: readonly DemoAccount[];
  productIds: string[];
  milliseconds: number;
};

const POSTED_OVER_MS = 60 * 24 * 60 * 60 * 1000;
// Drawing and encoding run on libuv's pool (4 threads); more would only queue and add memory.
const CONCURRENCY = Math.min(4, Math.max(2, availableParallelism()));

async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** When the listing at `index` (0 = newest) was posted: spread over 60 days, at odd hours. */
function postedAt(now: number, index: number, total: number): Date {
  const step = POSTED_OVER_MS / total;
  const jitter = ((index * 7919) % 97) * 60_000;
  return new Date(now - index * step - jitter - 15 * 60_000);
}

async function createListing(
  app: FastifyInstance,
  seller: Caller,
  product: DemoProduct,
  index: number,
  posted: Date,
): Promise<string> {
  // Each seller's pictures in a layout of their own: the reused-photo check (decision 021)
  // compares pictures across sellers, and two demo sellers' drawings are not copies.
  const svg = drawPhoneArtwork({ ...product, isMirrored: product.seller === "karim" });
  // Loaded here, not at start-up: only a first start on an empty database draws pictures.
  const { default: sharp } = await import("sharp");
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
  const { url } = await saveImage(app.db, app.imageStorage, seller.id, png);
  // A spread of posted dates gives the lists a natural order.
  const id = await createProduct(
    app.db,
    seller,
    {
      name: demoProductName(product),
      img: url,
      brand: product.brand,
      condition: demoCondition(product, index),
      ...demoSizes(product),
      colour: artworkColour(product),
      passport: passportInputSchema.parse(demoPassport(product, index)),
      description: {
        resalePrice: product.resalePrice,
        originalPrice: product.originalPrice,
        yearsOfUse: product.yearsOfUse,
        location: product.location,
      },
    },
    { postedAt: posted },
  );
  if (product.isAdvertised) await advertiseProduct(app.db, seller, id);
  return id;
}

/**
 * On a database without a single user: the demo accounts, then the demo listings with their
 * pictures, through the same services as the site. Anything else is left alone (null).
 */
export async function seedDemo(app: FastifyInstance): Promise<DemoSeedResult | null> {
  if (await hasAnyUser(app.db)) {
    app.log.debug("Demo data skipped: the database already has users");
    return null;
  }
  const started = performance.now();
  const create = (account: DemoAccount) => createDemoAccount(app.db, app.auth, account);
  // Two at a time: each password hash takes 128 MB for a moment (scrypt, OWASP parameters).
  const sellers = DEMO_ACCOUNTS.filter((account) => account.role === "Seller");
  let sellerIds: string[];
  try {
    sellerIds = await Promise.all(sellers.map(create));
  } catch (error) {
    if (!(error instanceof DemoAccountExistsError)) throw error;
    app.log.warn(`Demo data skipped: ${error.message} (seeded by another server?)`);
    return null;
  }
  const ids = new Map(sellers.map((seller, i) => [seller.key, sellerIds[i]!]));
  const others = Promise.all(DEMO_ACCOUNTS.filter((a) => a.role !== "Seller").map(create));
  const now = Date.now();
  const listings = mapWithLimit(DEMO_PRODUCTS, CONCURRENCY, (product, index) => {
    const seller: Caller = { id: ids.get(product.seller)!, role: "Seller" };
    const posted = postedAt(now, index, DEMO_PRODUCTS.length);
    return createListing(app, seller, product, index, posted);
  });
  const [, productIds] = await Promise.all([others, listings]);
  const milliseconds = Math.round(performance.now() - started);
  app.log.info(
    `Demo data: ${DEMO_ACCOUNTS.length} accounts and ${productIds.length} listings in ${milliseconds} ms`,
  );
  return { accounts: DEMO_ACCOUNTS, productIds, milliseconds };
}

type LogStream = { write?: (text: string) => unknown };

/** Shows the demo accounts once, in the log and as a plain block on the console. */
export function announceDemoAccounts(app: FastifyInstance, result: DemoSeedResult) {
  app.log.info(
    { accounts: result.accounts.map(({ email, password, role }) => ({ email, password, role })) },
    "Demo accounts",
  );
  const block = `\n${formatDemoAccounts(result.accounts)}\n\n`;
  // pino writes stdout in the background, so console.log would overtake the start-up lines:
  // the block goes through pino's own stream (stdout) to come after them.
  const stream = (app.log as unknown as Record<symbol, LogStream | undefined>)[
    pino.symbols.streamSym
  ];
  if (typeof stream?.write === "function") stream.write(block);
  else process.stdout.write(block);
}
