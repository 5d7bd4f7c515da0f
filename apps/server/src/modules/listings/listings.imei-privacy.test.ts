import { IMEI_LIMITS, PASSPORT_MESSAGES, type MyProduct, type ReviewItem } from "@bechedaw/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  productInput,
  testImei,
  testPassport,
  uploadTestImage,
  type TestUser,
} from "../../../test/helpers";

// Whether a seller's IMEI is on another seller's listing must not show in anything that seller
// sees: an answer, their listing's status, its page. Admins still see the match.

let app: FastifyInstance;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [owner, admin] = await Promise.all([createUserFast(app, "Seller"), createUserFast(app, "Admin")]);
});
afterAll(() => app.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await app.db.execute(query);
  return (result as { rows: T[] }).rows;
}

const withImei = (imei: string) => ({ passport: testPassport({ imei }) });

async function listPhone(seller: TestUser, imei: string) {
  const img = await uploadTestImage(app, seller);
  const response = await injectAs(app, seller, {
    method: "POST",
    url: "/api/products",
    payload: productInput(img, withImei(imei)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ insertedId: string; status: string }>();
}

async function editImei(seller: TestUser, id: string, imei: string) {
  const img = await uploadTestImage(app, seller);
  return injectAs(app, seller, {
    method: "PUT",
    url: `/api/products/${id}`,
    payload: productInput(img, withImei(imei)),
  });
}

/** All a seller can learn of their own listing: its page, its status in My Products, its public page. */
async function sellerView(seller: TestUser, id: string) {
  const own = await injectAs(app, seller, { method: "GET", url: `/api/products/${id}` });
  const url = `/api/myproducts?email=${encodeURIComponent(seller.email)}`;
  const mine = await injectAs(app, seller, { method: "GET", url });
  const listed = mine.json<MyProduct[]>().find((product) => product._id === id);
  const visitor = await injectAs(app, undefined, { method: "GET", url: `/api/products/${id}` });
  return {
    own: own.statusCode,
    status: own.json<{ status: string }>().status,
    listed: listed?.status,
    visitor: visitor.statusCode,
  };
}

async function flagsOf(id: string) {
  const response = await injectAs(app, admin, { method: "GET", url: "/api/admin/review" });
  const item = response.json<ReviewItem[]>().find((entry) => entry._id === id);
  return item?.flags.map((flag) => [flag.kind, flag.details]) ?? [];
}

describe("a seller entering another seller's IMEI", () => {
  it("sees the same answer and state as with an IMEI nobody has; admins see the match", async () => {
    const prober = await createUserFast(app, "Seller");
    const taken = testImei();
    const original = await createTestProduct(app, owner, withImei(taken));
    const matched = await listPhone(prober, taken);
    const unmatched = await listPhone(prober, testImei());
    expect(matched.status).toBe(unmatched.status);
    expect(await sellerView(prober, matched.insertedId)).toEqual(
      await sellerView(prober, unmatched.insertedId),
    );
    expect(await flagsOf(matched.insertedId)).toEqual([
      [
        "same-imei",
        {
          matches: [
            {
              productId: original,
              sellerId: owner.id,
              status: "available",
              imei: taken,
              reportedStolen: false,
            },
          ],
        },
      ],
    ]);
  });

  it("in an edit: the listing stays as it was, whether the new IMEI matched or not", async () => {
    const prober = await createUserFast(app, "Seller");
    const taken = testImei();
    await createTestProduct(app, owner, withImei(taken));
    const probe = (await listPhone(prober, testImei())).insertedId;
    const control = (await listPhone(prober, testImei())).insertedId;
    expect((await editImei(prober, probe, taken)).statusCode).toBe(200);
    expect((await editImei(prober, control, testImei())).statusCode).toBe(200);
    expect(await sellerView(prober, probe)).toEqual(await sellerView(prober, control));
    expect((await flagsOf(probe)).map(([kind]) => kind)).toEqual(["same-imei"]);
  });
});

describe("IMEI changes", () => {
  it("are limited per listing a day (429, in words), and recorded", async () => {
    const seller = await createUserFast(app, "Seller");
    const id = (await listPhone(seller, testImei())).insertedId;
    for (let i = 0; i < IMEI_LIMITS.changesPerListingPerDay; i++) {
      expect((await editImei(seller, id, testImei())).statusCode).toBe(200);
    }
    const refused = await editImei(seller, id, testImei());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "IMEI_CHANGES_LIMITED",
      message: PASSPORT_MESSAGES.imeiChangesPerListing,
    });
    // An edit that keeps the IMEI is not an IMEI change.
    const [{ imei } = { imei: "" }] = await rows<{ imei: string }>(
      sql`select imei from products where id = ${id}`,
    );
    expect((await editImei(seller, id, imei)).statusCode).toBe(200);
    const entries = await rows<{ n: number }>(
      sql`select count(*)::int as n from imei_entries where product_id = ${id}`,
    );
    expect(entries[0]?.n).toBe(1 + IMEI_LIMITS.changesPerListingPerDay);
  });

  it("are limited per seller a day across their listings", async () => {
    const seller = await createUserFast(app, "Seller");
    const ids: string[] = [];
    const listings = Math.ceil(
      (IMEI_LIMITS.changesPerSellerPerDay + 1) / IMEI_LIMITS.changesPerListingPerDay,
    );
    for (let i = 0; i < listings; i++) ids.push((await listPhone(seller, testImei())).insertedId);
    const changes = ids.flatMap((id) =>
      Array.from({ length: IMEI_LIMITS.changesPerListingPerDay }, () => id),
    );
    const statuses: number[] = [];
    for (const id of changes.slice(0, IMEI_LIMITS.changesPerSellerPerDay + 1)) {
      statuses.push((await editImei(seller, id, testImei())).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      IMEI_LIMITS.changesPerSellerPerDay,
    );
    const last = await editImei(seller, changes.at(-1) ?? "", testImei());
    expect(last.json()).toMatchObject({
      code: "IMEI_CHANGES_LIMITED",
      message: PASSPORT_MESSAGES.imeiChangesPerSeller,
    });
  });
});
