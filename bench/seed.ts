// Fills a fresh database with a marketplace of the issue's size, through the server's own
// migrations (openDatabase applies them) and table definitions, in bulk SQL inside one
// transaction: INSERT … SELECT over generate_series, driven by a seeded random().
import {
  AGES_OF_USE,
  CONDITIONS,
  LOCATIONS,
  MAIN_BRANDS,
  RAM_SIZES,
  type MainBrand,
} from "@bechedaw/shared/constants";
import { eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../apps/server/src/db/client";
import { withBenchDatabase } from "./database";
import { account, user } from "../apps/server/src/modules/auth/auth.tables";
import { createPasswordHasher } from "../apps/server/src/modules/auth/password";
import { bookings } from "../apps/server/src/modules/deals/deals.bookings.tables";
import { images } from "../apps/server/src/modules/images/images.tables";
import {
  productPhotos,
  productReports,
  products,
} from "../apps/server/src/modules/listings/listings.tables";
import { verificationRequests } from "../apps/server/src/modules/verification/verification.tables";
import { productFlags } from "../apps/server/src/modules/listings/listings.flags.tables";
import { notifications } from "../apps/server/src/modules/notifications/notifications.tables";
import {
  dealMessages,
  reviewReports,
  reviews,
} from "../apps/server/src/modules/deals/deals.talk.tables";
import { seedPhotoHashes } from "./photo-hashes";
import { savedSearchQueue } from "../apps/server/src/modules/saved-searches/saved-searches.tables";
import { writeImageFiles } from "./seed-images";
import { summarize, type SeedSummary } from "./seed-summary";

export const BENCH_PASSWORD = "bench-password-2026";
export const sellerEmail = (n: number) => `seller${n}@bench.test`;
export const buyerEmail = (n: number) => `buyer${n}@bench.test`;
export const ADMIN_EMAIL = "admin@bench.test";

export type SeedSize = { phones: number; sellers: number; buyers: number };

// The original three brands only, so that figures stay comparable with earlier runs.
const MODELS: Record<MainBrand, string[]> = {
  Apple: ["iPhone 11", "iPhone 12", "iPhone 12 mini", "iPhone 13", "iPhone 13 Pro", "iPhone 14"],
  Samsung: ["Galaxy S21", "Galaxy S22", "Galaxy A52", "Galaxy A73", "Galaxy Note 20", "Galaxy M33"],
  Oppo: ["Reno 6", "Reno 7", "A96", "A77", "F21 Pro", "Find X3"],
};

const COLOURS = ["Black", "White", "Blue", "Midnight", "Graphite", "Green"];
/** Descriptions as sellers write them, in English and Bangla; some listings have none. */
const DESCRIPTIONS = [
  "Original box and charger included. No scratches, battery health 88%.",
  "Minor scratches on the back, screen perfect. Used with a cover since day one.",
  "খুব ভালো অবস্থা, বক্স ও চার্জার সহ। কোনো সমস্যা নেই।",
  "ব্যাটারি ভালো, স্ক্রিনে হালকা দাগ আছে। দাম আলোচনা সাপেক্ষে।",
  "Face ID works, official warranty until next year, bought from the brand shop in Dhaka.",
];

const name = (column: AnyPgColumn) => sql.identifier(column.name);
const columns = (...list: AnyPgColumn[]) => sql.join(list.map(name), sql`, `);
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** One row per phone: who sells it, what it is, and how many bookings it gets. */
function planTable(size: SeedSize): SQL {
  const models = MAIN_BRANDS.flatMap((brand) => MODELS[brand].map((model) => `${brand}|${model}`));
  return sql`
    create temp table bench_plan on commit drop as
    select i, brand_model, seller, buyer, status, is_advertised, created_at,
      md5('product' || i)::uuid as product_id,
      md5('image' || i)::uuid as image_id,
      substr(md5('image-name' || i), 1, 22) as image_name,
      -- 8 % sold, each with its sold booking and half with an ended one; 2.9 % of the
      -- others booked: 0.146 bookings a phone, as measured in the issue.
      case when status = 'sold' then 1 + (random() < 0.5)::int else (random() < 0.029)::int end
        as booking_count
    from (
      select i,
        (${textArray(models)})[1 + floor(random() * ${models.length})::int] as brand_model,
        -- Squared: a few sellers list thousands of phones (seller 0 about 4.5 %), most a few.
        floor(${size.sellers} * power(random(), 2))::int as seller,
        floor(random() * ${size.buyers})::int as buyer,
        case when random() < 0.08 then 'sold' else 'available' end as status,
        random() < 0.02 as is_advertised,
        now() - (${size.phones} - i) * interval '5 minutes' - random() * interval '1 minute'
          as created_at
      from generate_series(1, ${size.phones}) as i
    ) as drawn`;
}

async function insertUsers(db: Database, size: SeedSize, passwordHash: string) {
  const userColumns = columns(
    user.id,
    user.name,
    user.email,
    user.emailVerified,
    user.role,
    user.verified,
    user.createdAt,
    user.updatedAt,
  );
  const joined = sql`now() - interval '400 days' + n * interval '1 minute'`;
  await db.execute(sql`
    insert into ${user} (${userColumns})
    select 'bench-seller-' || n, 'Bench Seller ' || n, 'seller' || n || '@bench.test', true,
      'Seller', n % 5 <> 4, ${joined}, ${joined}
    from generate_series(0, ${size.sellers - 1}) as n`);
  await db.execute(sql`
    insert into ${user} (${userColumns})
    select 'bench-buyer-' || n, 'Bench Buyer ' || n, 'buyer' || n || '@bench.test', true,
      'Buyer', false, ${joined}, ${joined}
    from generate_series(0, ${size.buyers - 1}) as n`);
  await db.execute(sql`
    insert into ${user} (${userColumns})
    values ('bench-admin', 'Bench Keeper', ${ADMIN_EMAIL}, true, 'Admin', false, now(), now())`);
  // Better Auth's email accounts; every one shares one hash, made once at production cost.
  await db.execute(sql`
    insert into ${account} (${columns(
      account.id,
      account.accountId,
      account.providerId,
      account.userId,
      account.password,
    )})
    select 'account-' || ${user.id}, ${user.id}, 'credential', ${user.id}, ${passwordHash}
    from ${user}`);
}

async function insertCatalogue(db: Database, size: SeedSize) {
  const locations = textArray(LOCATIONS);
  await db.execute(sql`
    insert into ${images} (${columns(images.id, images.name, images.ownerId, images.createdAt)})
    select image_id, image_name, 'bench-seller-' || seller, created_at from bench_plan`);
  await db.execute(sql`
    insert into ${products} (${columns(
      products.id,
      products.name,
      products.brand,
      products.sellerId,
      products.imageId,
      products.resalePrice,
      products.originalPrice,
      products.yearsOfUse,
      products.location,
      products.isAdvertised,
      products.status,
      products.createdAt,
      products.condition,
      products.storage,
      products.ram,
      products.colour,
      products.descriptionText,
    )})
    select product_id, split_part(brand_model, '|', 2) || ' ' || (64 << (i % 3)) || ' GB',
      split_part(brand_model, '|', 1), 'bench-seller-' || seller, image_id,
      10000 + (i * 37 % 90) * 1000, 40000 + (i * 53 % 120) * 1000,
      (${textArray(AGES_OF_USE)})[1 + i % ${AGES_OF_USE.length}],
      (${locations})[1 + i % ${LOCATIONS.length}], is_advertised, status, created_at,
      (${textArray(CONDITIONS)})[1 + i % ${CONDITIONS.length}], 64 << (i % 3),
      (ARRAY[${sql.join(
        RAM_SIZES.map((ram) => sql.raw(String(ram))),
        sql`, `,
      )}]::integer[])[1 + i % ${RAM_SIZES.length}],
      (${textArray(COLOURS)})[1 + i % ${COLOURS.length}],
      (${textArray(DESCRIPTIONS)})[1 + i % ${DESCRIPTIONS.length + 2}]
    from bench_plan`);
  await db.execute(sql`
    insert into ${productPhotos} (${columns(
      productPhotos.productId,
      productPhotos.imageId,
      productPhotos.position,
    )})
    select product_id, image_id, 0 from bench_plan`);
  await db.execute(sql`
    insert into ${bookings} (${columns(
      bookings.id,
      bookings.productId,
      bookings.buyerId,
      bookings.phone,
      bookings.meetingLocation,
      bookings.price,
      bookings.status,
      bookings.createdAt,
    )})
    select md5('booking' || i || '-' || k)::uuid, product_id, 'bench-buyer-' || ((buyer + k) % ${size.buyers}),
      '017' || lpad((i % 100000000)::text, 8, '0'), (${locations})[1 + (i + k) % ${LOCATIONS.length}],
      10000 + (i * 37 % 90) * 1000,
      case when status = 'available' then 'booked' when k = 0 then 'sold' else 'ended' end,
      created_at + (now() - created_at) / (2 + k)
    from bench_plan cross join lateral generate_series(0, booking_count - 1) as k`);
  await db.execute(sql`
    insert into ${productReports} (${columns(
      productReports.productId,
      productReports.reporterId,
      productReports.reason,
    )})
    select product_id, 'bench-buyer-' || ((buyer + 7) % ${size.buyers}),
      'Looks like a fake listing'
    from bench_plan where random() < 0.005`);
}

/**
 * Half the sellers without the green tick have sent their NID (front and back, two private
 * photos) and wait in the admins' verification queue (decision 024).
 */
async function insertVerificationRequests(db: Database, size: SeedSize) {
  await db.execute(sql`
    create temp table bench_nids on commit drop as
    select n, md5('nid' || n)::uuid as request_id, md5('nid-front' || n)::uuid as front_id,
      md5('nid-back' || n)::uuid as back_id,
      now() - interval '30 days' + n * interval '1 minute' as created_at
    from generate_series(0, ${size.sellers - 1}) as n where n % 10 = 4`);
  await db.execute(sql`
    insert into ${images} (${columns(images.id, images.name, images.ownerId, images.isPrivate, images.createdAt)})
    select id, substr(md5(id::text), 1, 22), 'bench-seller-' || n, true, created_at
    from bench_nids cross join lateral (values (front_id), (back_id)) as photo(id)`);
  await db.execute(sql`
    insert into ${verificationRequests} (${columns(
      verificationRequests.id,
      verificationRequests.userId,
      verificationRequests.kind,
      verificationRequests.photoId,
      verificationRequests.secondPhotoId,
      verificationRequests.createdAt,
    )})
    select request_id, 'bench-seller-' || n, 'identity', front_id, back_id, created_at
    from bench_nids`);
}

/**
 * What the admin's review queue finds (decision 023): one listing in 300 held, a low-price flag
 * on one in 50 (half of them reviewed already), beside the reports. Chosen by hashes of the ids,
 * not random(), so the draws of the rest of the seed stay as they were.
 */
async function insertReviewQueue(db: Database) {
  await db.execute(sql`
    update ${products} set ${name(products.status)} = 'held'
    where ${products.status} = 'available' and abs(hashtext(${products.id}::text)) % 300 = 0`);
  await db.execute(sql`
    insert into ${productFlags} (${columns(
      productFlags.productId,
      productFlags.kind,
      productFlags.details,
      productFlags.reviewedAt,
    )})
    select ${products.id}, 'low-price',
      jsonb_build_object('price', ${products.resalePrice}, 'median', ${products.resalePrice} * 2,
        'ratio', 0.5),
      case when abs(hashtext(${products.id}::text || 'reviewed')) % 2 = 0 then now() end
    from ${products} where abs(hashtext(${products.id}::text || 'flag')) % 50 = 0`);
}

/**
 * Deals (docs/decisions/030-deals.md), small: the busiest seller's sold phones went through the
 * handover and each buyer reviewed them (one in 20 reported); buyer 0's newest deal has a long
 * thread (the thread bench reads it); one booking in 40 has a few messages, one asking for an
 * advance (flagged) and some reported.
 */
async function insertDeals(db: Database) {
  await db.execute(sql`
    update ${bookings} set ${name(bookings.handedOverAt)} = ${bookings.createdAt} + interval '1 day'
    from ${products} where ${products.id} = ${bookings.productId}
      and ${products.sellerId} = 'bench-seller-0' and ${bookings.status} = 'sold'`);
  await db.execute(sql`
    insert into ${reviews} (${columns(
      reviews.id,
      reviews.bookingId,
      reviews.authorId,
      reviews.subjectId,
      reviews.authorSide,
      reviews.stars,
      reviews.comment,
      reviews.createdAt,
    )})
    select md5('review' || ${bookings.id}::text)::uuid, ${bookings.id}, ${bookings.buyerId},
      'bench-seller-0', 'buyer', 3 + abs(hashtext(${bookings.id}::text)) % 3,
      'Phone as described, met on time', ${bookings.handedOverAt} + interval '1 hour'
    from ${bookings} where ${bookings.handedOverAt} is not null`);
  await db.execute(sql`
    insert into ${reviewReports} (${columns(reviewReports.reviewId, reviewReports.reporterId, reviewReports.reason)})
    select ${reviews.id}, 'bench-seller-0', 'Never met this buyer'
    from ${reviews} where abs(hashtext(${reviews.id}::text)) % 20 = 0`);
  await db.execute(sql`
    update ${user} set ${name(user.reviewCount)} = totals.n, ${name(user.reviewStars)} = totals.stars
    from (select ${reviews.subjectId} as subject, count(*) as n, sum(${reviews.stars}) as stars
      from ${reviews} group by ${reviews.subjectId}) as totals
    where ${user.id} = totals.subject`);
  await db.execute(sql`
    insert into ${dealMessages} (${columns(
      dealMessages.id,
      dealMessages.bookingId,
      dealMessages.authorId,
      dealMessages.text,
      dealMessages.flagged,
      dealMessages.createdAt,
    )})
    select md5('message' || deal.id::text || m)::uuid, deal.id,
      case when m % 2 = 0 then deal.buyer_id else deal.seller_id end,
      case when m = 1 then 'Send 500 tk advance by bKash to hold it' else 'Is it still available? Meet at 5?' end,
      m = 1, deal.created_at + m * interval '1 minute'
    from (
      select ${bookings.id} as id, ${bookings.buyerId} as buyer_id, ${products.sellerId} as seller_id,
        ${bookings.createdAt} as created_at,
        case when ${bookings.id} = (select b.id from ${bookings} b where b.buyer_id = 'bench-buyer-0'
          order by b.created_at desc, b.id desc limit 1) then 60 else 3 end as messages
      from ${bookings} join ${products} on ${products.id} = ${bookings.productId}
      where abs(hashtext(${bookings.id}::text)) % 40 = 0
        or ${bookings.id} = (select b.id from ${bookings} b where b.buyer_id = 'bench-buyer-0'
          order by b.created_at desc, b.id desc limit 1)
    ) as deal cross join lateral generate_series(0, deal.messages - 1) as m`);
}

/**
 * Each booking's notification to its seller ("your phone was booked"), made when it was booked;
 * those of the last day unread, so the bell has something to count.
 */
async function insertNotifications(db: Database) {
  await db.execute(sql`
    insert into ${notifications} (${columns(
      notifications.id,
      notifications.userId,
      notifications.kind,
      notifications.productId,
      notifications.productName,
      notifications.createdAt,
      notifications.readAt,
    )})
    select md5('notification' || ${bookings.id}::text)::uuid, ${products.sellerId},
      'booking-created', ${products.id}, ${products.name}, ${bookings.createdAt},
      case when ${bookings.createdAt} < now() - interval '1 day' then ${bookings.createdAt} end
    from ${bookings} join ${products} on ${products.id} = ${bookings.productId}`);
}

/**
 * Seeds the database of `databaseUrl`, or the embedded one in `dataDir` (locked meanwhile, as the
 * server would), and writes the image files every product's photo points at.
 */
export async function seed(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  size: SeedSize;
}): Promise<SeedSummary> {
  const started = performance.now();
  return withBenchDatabase(options, async (db) => {
    const passwordHash = await createPasswordHasher().hash(BENCH_PASSWORD);
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await t.execute(sql`select setseed(0.42)`);
      await insertUsers(t, options.size, passwordHash);
      await t.execute(planTable(options.size));
      await insertCatalogue(t, options.size);
      await seedPhotoHashes(t, options.size.phones);
      await insertVerificationRequests(t, options.size);
      await insertReviewQueue(t);
      await insertNotifications(t);
      await insertDeals(t);
      // The seeded phones were published long ago: none waits for the saved searches' alerts.
      await t.delete(savedSearchQueue);
    });
    // PGlite has no autovacuum: give the planner its statistics as a live database would have.
    await db.execute(sql`vacuum analyze`);
    // Private photos (the NIDs) are never served from the public image route: no files.
    const names = await db
      .select({ name: images.name })
      .from(images)
      .where(eq(images.isPrivate, false));
    await writeImageFiles(
      options.dataDir,
      names.map((row) => row.name),
    );
    return await summarize(db, (performance.now() - started) / 1000);
  });
}
