// The reused-photo bars of the trust-and-safety work (docs/decisions/021-reused-photos.md): what hashing adds to
// an upload, and the duplicate lookup among 200,000 stored photos, timed in this process on the
// seeded database before the server starts (PGlite has one process per data folder).
import { randomInt } from "node:crypto";
import { MAX_PHOTOS } from "@bechedaw/shared/constants";
import { count, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../apps/server/src/db/client";
import { withBenchDatabase } from "./database";
import { hashStoredPhoto, processPhoto } from "../apps/server/src/modules/images/images.processing";
import { images } from "../apps/server/src/modules/images/images.tables";
import { findListedCopies } from "../apps/server/src/modules/listings/listings.reused-photos.service";
import { productPhotos } from "../apps/server/src/modules/listings/listings.tables";
import { percentile } from "./uploads";

/** Stored photos the lookup is timed among, whatever the number of phones. */
const STORED_PHOTOS = 200_000;
const LOOKUPS = 1_000;
const HASHES = 50;

/** 64 random bits as a signed bigint: four 16-bit draws (one double holds only 53). */
const randomHashSql = sql.raw(
  [48, 32, 16, 0].map((shift) => `(floor(random() * 65536)::bigint << ${shift})`).join(" | "),
);

/**
 * Within the seed's transaction (its `bench_plan` table): gives every seeded photo a hash, then
 * adds photos up to STORED_PHOTOS, each an extra photo of a listing while listings have room
 * (position 1 to MAX_PHOTOS - 1), the rest photos never listed. Each was uploaded a day before
 * its listing was made, so that none counts towards a seller's quota of photos today (the
 * bench's sellers upload); the hourly clean-up would delete the unlisted ones, but the bench is
 * over before it runs.
 */
export async function seedPhotoHashes(db: Database, phones: number) {
  await db.execute(sql`update ${images} set perceptual_hash = ${randomHashSql}`);
  const extra = Math.max(0, STORED_PHOTOS - phones);
  if (extra === 0 || phones === 0) return;
  await db.execute(sql`
    create temp table bench_extra_photos on commit drop as
    select md5('extra-image' || k)::uuid as image_id,
      substr(md5('extra-image-name' || k), 1, 22) as image_name,
      product_id, seller, created_at - interval '25 hours' as created_at,
      1 + k / ${phones} as position
    from generate_series(0, ${extra - 1}) as k
    join bench_plan on bench_plan.i = 1 + k % ${phones}`);
  await db.execute(sql`
    insert into ${images} (id, name, owner_id, created_at, perceptual_hash)
    select image_id, image_name, 'bench-seller-' || seller, created_at, ${randomHashSql}
    from bench_extra_photos`);
  await db.execute(sql`
    insert into ${productPhotos} (product_id, image_id, position)
    select product_id, image_id, position from bench_extra_photos
    where position < ${MAX_PHOTOS}`);
}

const randomHash = () =>
  BigInt.asIntN(
    64,
    [0, 1, 2, 3].reduce((hash) => (hash << 16n) | BigInt(randomInt(65536)), 0n),
  );

/** A stored hash with up to 7 bits flipped: a copy the lookup must find. */
const nearby = (hash: bigint) => {
  let near = hash;
  for (let i = randomInt(8); i > 0; i--) near ^= 1n << BigInt(randomInt(64));
  return BigInt.asIntN(64, near);
};

type Figure = { name: string; value: number; unit: string; goalMax?: number };

/**
 * Milliseconds of `findListedCopies` (one listing photo's lookup: candidates from the band
 * indexes, exact distances, the listings of the copies) for hashes half random, half near
 * stored ones.
 */
async function timeLookups(db: Database) {
  const [row] = await db
    .select({ stored: count() })
    .from(images)
    .where(isNotNull(images.perceptualHash));
  const stored = Number(row?.stored ?? 0);
  const sample = await db
    .select({ hash: images.perceptualHash })
    .from(images)
    .where(isNotNull(images.perceptualHash)) // the passports' photos have none
    .orderBy(sql`random()`)
    .limit(LOOKUPS / 2);
  const hashes = [
    ...sample.map((row) => nearby(row.hash!)),
    ...Array.from({ length: LOOKUPS / 2 }, randomHash),
  ].sort(() => Math.random() - 0.5);
  // Nobody's photos are left out: every copy found is looked up to its listings.
  const lookup = (hash: bigint) => findListedCopies(db, hash, "bench-nobody");
  for (const hash of hashes.slice(0, 50)) await lookup(hash); // warm-up
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let found = 0;
  for (const hash of hashes) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const copies = await lookup(hash);
    const cpu = process.cpuUsage(cpuBefore);
    times.push(performance.now() - started);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    if (copies.length > 0) found += 1;
  }
  return { times, cpuTimes, stored, found };
}

/** Milliseconds of hashing a 12-MP photo's display WebP, as the upload does, `HASHES` times. */
async function timeHashing(photo: Buffer): Promise<number[]> {
  const { display } = await processPhoto(photo);
  const times: number[] = [];
  for (let i = 0; i < HASHES; i++) {
    const started = performance.now();
    await hashStoredPhoto(display);
    times.push(performance.now() - started);
  }
  return times;
}

/** The figures of both bars, on the seeded database (locked meanwhile, as the server would). */
export async function measurePhotoHashes(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  photo: Buffer;
  isPglite: boolean;
}): Promise<Figure[]> {
  return withBenchDatabase(options, async (db) => {
    const lookups = await timeLookups(db);
    const hashing = await timeHashing(options.photo);
    const only = (goal: number) => (options.isPglite ? goal : undefined);
    const stored = lookups.stored.toLocaleString("en");
    return [
      {
        name: "hashing a 12 MP upload's photo p95 (added to its upload)",
        value: percentile(hashing, 95),
        unit: "ms",
        goalMax: 50,
      },
      {
        name: `duplicate-photo lookup p50 (${stored} photos, ${lookups.found}/${LOOKUPS} found)`,
        value: percentile(lookups.times, 50),
        unit: "ms",
      },
      {
        name: `duplicate-photo lookup p95 (${stored} photos)`,
        value: percentile(lookups.times, 95),
        unit: "ms",
        goalMax: only(10),
      },
      {
        name: `duplicate-photo lookup p99 (${stored} photos)`,
        value: percentile(lookups.times, 99),
        unit: "ms",
        goalMax: only(10),
      },
      // PGlite works in this process: its CPU time is the lookup's cost without the waits a
      // loaded machine adds to the times above.
      ...(options.isPglite
        ? [
            {
              name: "duplicate-photo lookup p95, CPU time of this process",
              value: percentile(lookups.cpuTimes, 95),
              unit: "ms",
            },
          ]
        : []),
    ];
  });
}
