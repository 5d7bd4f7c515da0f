import {
  NEXT_CURSOR_HEADER,
  type MyProduct,
  type Product,
  type ProductDetail,
  type ReviewItem,
} from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUser,
  createUserFast,
  injectAs,
  productInput,
  testImei,
  testPassport,
  uploadTestImage,
  uploadTestProof,
  type TestUser,
} from "../../../test/helpers";
import { book, expectError, markSold, UNKNOWN_ID } from "../deals/deals.test-helpers";

const WEB_DIST_HTML =
  "<!doctype html><html><head><title>BecheDaw</title></head><body></body></html>";
const ASCII_DIGITS = "0123456789";
const BANGLA_DIGITS = "০১২৩৪৫৬৭৮৯";

let app: FastifyInstance;
let sellerA: TestUser;
let sellerB: TestUser;
let buyer: TestUser;
let admin: TestUser;
let modelSerial = 0;

beforeAll(async () => {
  const fs = await import("node:fs");
  const os = await import("node:os");
  const path = await import("node:path");
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-review-"));
  fs.writeFileSync(path.join(webDist, "index.html"), WEB_DIST_HTML);
  app = await createTestApp({ WEB_DIST: webDist, SITEMAP_MAX_AGE: "0" });
  [sellerA, sellerB, buyer, admin] = await Promise.all([
    createUser(app, "Seller"),
    createUser(app, "Seller"),
    createUserFast(app, "Buyer"),
    createUserFast(app, "Admin"),
  ]);
});
afterAll(() => app.close());

/** A model name no other test uses, so its lists and prices are its own. */
function uniqueModel(): string {
  modelSerial += 1;
  return `Galaxy Z${modelSerial} Review${process.pid % 1000}`;
}

const toBangla = (digits: string) =>
  [...digits].map((digit) => BANGLA_DIGITS[ASCII_DIGITS.indexOf(digit)]).join("");

/** Lists a phone through the API: its id and the status the answer gives. */
async function listPhone(seller: TestUser, overrides: Record<string, unknown> = {}) {
  const img = await uploadTestImage(app, seller);
  const response = await injectAs(app, seller, {
    method: "POST",
    url: "/api/products",
    payload: productInput(img, { brand: "Samsung", storage: 128, ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ insertedId: string; status: string }>();
}

const withImei = (imei: string, extra: Record<string, unknown> = {}) => ({
  passport: testPassport({ imei, ...extra }),
});

/**
 * A held listing, as one comes about: an admin rejected it and its seller edited it, so it
 * waits for a review again (decision 023).
 */
async function heldPhone(seller: TestUser, overrides: Record<string, unknown> = {}) {
  const img = await uploadTestImage(app, seller);
  const body = productInput(img, { brand: "Samsung", storage: 128, ...overrides });
  const response = await injectAs(app, seller, {
    method: "POST",
    url: "/api/products",
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  const listed = response.json<{ insertedId: string; status: string }>();
  const id = listed.insertedId;
  expect((await rejectAs(id, "Please show the IMEI in a photo.")).statusCode).toBe(200);
  const edited = await injectAs(app, seller, {
    method: "PUT",
    url: `/api/products/${id}`,
    payload: body,
  });
  expect(edited.statusCode, edited.body).toBe(200);
  return listed;
}
const rejectAs = (id: string, reason: string) =>
  injectAs(app, admin, {
    method: "POST",
    url: `/api/admin/review/${id}/reject`,
    payload: { reason },
  });

const get = (who: TestUser | undefined, url: string) => injectAs(app, who, { method: "GET", url });

async function queue(only?: string): Promise<ReviewItem[]> {
  const items: ReviewItem[] = [];
  let cursor: string | undefined;
  do {
    const params = new URLSearchParams({
      ...(only && { only }),
      ...(cursor && { cursor }),
    });
    const response = await get(admin, `/api/admin/review?${params.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    items.push(...response.json<ReviewItem[]>());
    cursor = response.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined;
  } while (cursor);
  return items;
}
const queued = async (id: string, only?: string) => (await queue(only)).find((i) => i._id === id);

async function myProduct(seller: TestUser, id: string): Promise<MyProduct | undefined> {
  const response = await get(seller, `/api/myproducts?email=${encodeURIComponent(seller.email)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyProduct[]>().find((product) => product._id === id);
}

const approve = (who: TestUser | undefined, id: string) =>
  injectAs(app, who, { method: "POST", url: `/api/admin/review/${id}/approve` });
const reject = (who: TestUser | undefined, id: string, payload: unknown) =>
  injectAs(app, who, {
    method: "POST",
    url: `/api/admin/review/${id}/reject`,
    payload: payload as object,
  });
const reportAs = (who: TestUser, id: string, payload: object) =>
  injectAs(app, who, { method: "PATCH", url: `/api/products/reported/${id}`, payload });

/**
 * Whether a listing shows anywhere the public looks, for a visitor, a buyer and another seller:
 * every list and search, its page, its seller's profile count, link previews, the sitemap, and
 * the similar phones of `similarTo` (an available listing of the same model).
 */
async function expectHiddenFromPublic(
  id: string,
  listing: { name: string; sellerId: string; similarTo?: string },
) {
  const lists = [
    "/api/products",
    `/api/products?q=${encodeURIComponent(listing.name)}`,
    "/api/products?category=Samsung",
    "/api/products?category=Samsung&sort=price-asc",
    `/api/products?seller=${listing.sellerId}`,
    "/api/advertisedProducts",
  ];
  for (const who of [undefined, buyer, sellerA.id === listing.sellerId ? sellerB : sellerA]) {
    for (const url of lists) {
      const response = await get(who, url);
      expect(response.statusCode, url).toBe(200);
      expect(
        response.json<Product[]>().map((p) => p._id),
        url,
      ).not.toContain(id);
    }
    expect((await get(who, `/api/products/${id}`)).statusCode).toBe(404);
    expect((await get(who, `/phones/${id}`)).statusCode).toBe(404);
    if (listing.similarTo) {
      const page = (await get(who, `/api/products/${listing.similarTo}`)).json<ProductDetail>();
      expect(page.similar.map((p) => p._id)).not.toContain(id);
    }
  }
  const sitemap = await get(undefined, "/sitemap.xml");
  const files = [...sitemap.body.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)];
  for (const [, file] of files) expect((await get(undefined, file!)).body).not.toContain(id);
}

async function expectPublic(id: string, name: string) {
  const listed = await get(undefined, `/api/products?q=${encodeURIComponent(name)}`);
  expect(listed.json<Product[]>().map((p) => p._id)).toContain(id);
  expect((await get(undefined, `/api/products/${id}`)).statusCode).toBe(200);
}

describe("POST /api/products: the same IMEI", () => {
  it("flags another seller's listing of an IMEI on offer, typed in Bangla digits, and answers as for any other", async () => {
    const imei = testImei();
    const name = uniqueModel();
    const first = await listPhone(sellerA, { name, ...withImei(imei) });
    expect(first.status).toBe("available");
    const second = await listPhone(sellerB, {
      name,
      description: { ...productInput("x").description, resalePrice: 44000 },
      ...withImei(toBangla(imei)),
    });
    // Nothing its seller sees tells them another listing has the IMEI (decision 039).
    expect(second.status).toBe("available");
    expect(await myProduct(sellerB, second.insertedId)).toMatchObject({
      status: "available",
      rejectionReason: null,
    });
    await expectPublic(second.insertedId, name);
    const item = await queued(second.insertedId, "flagged");
    expect(item?.status).toBe("available");
    expect(item?.flags).toEqual([
      expect.objectContaining({
        kind: "same-imei",
        reviewedAt: null,
        details: {
          matches: [
            {
              productId: first.insertedId,
              sellerId: sellerA.id,
              status: "available",
              imei,
              reportedStolen: false,
            },
          ],
        },
      }),
    ]);
    // The earlier listing is the likely victim: it stays as it was.
    expect(await queued(first.insertedId)).toBeUndefined();
  });

  it("lets the same seller list their phone again, unless it was reported stolen", async () => {
    const imei = testImei();
    const first = await listPhone(sellerA, withImei(imei));
    expect((await listPhone(sellerA, withImei(imei))).status).toBe("available");

    expect((await reportAs(buyer, first.insertedId, { kind: "stolen" })).statusCode).toBe(200);
    const relist = await listPhone(sellerA, withImei(imei));
    expect(relist.status).toBe("held");
    const flag = (await queued(relist.insertedId))?.flags.find((f) => f.kind === "same-imei");
    expect(flag?.details).toMatchObject({
      matches: [expect.objectContaining({ productId: first.insertedId, reportedStolen: true })],
    });
  });

  it("holds another seller's listing of an IMEI reported stolen, new or edited to it, out of buyers' sight", async () => {
    const imei = testImei();
    const stolen = await listPhone(sellerA, withImei(imei));
    expect((await reportAs(buyer, stolen.insertedId, { kind: "stolen" })).statusCode).toBe(200);

    const name = uniqueModel();
    const copy = await listPhone(sellerB, { name, ...withImei(imei) });
    expect(copy.status).toBe("held");
    expect((await myProduct(sellerB, copy.insertedId))?.status).toBe("held");
    await expectHiddenFromPublic(copy.insertedId, { name, sellerId: sellerB.id });

    const img = await uploadTestImage(app, sellerB);
    const otherName = uniqueModel();
    const own = await listPhone(sellerB, { name: otherName, img, ...withImei(testImei()) });
    expect(own.status).toBe("available");
    const edited = await injectAs(app, sellerB, {
      method: "PUT",
      url: `/api/products/${own.insertedId}`,
      payload: productInput(img, {
        name: otherName,
        brand: "Samsung",
        storage: 128,
        passport: testPassport({ imei }),
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await myProduct(sellerB, own.insertedId))?.status).toBe("held");
    await expectHiddenFromPublic(own.insertedId, { name: otherName, sellerId: sellerB.id });
  });

  it("compares the second IMEI too, both ways", async () => {
    const imei = testImei();
    await listPhone(sellerA, withImei(testImei(), { imei2: imei }));
    const copy = await listPhone(sellerB, withImei(imei));
    expect((await queued(copy.insertedId, "flagged"))?.flags.map((f) => f.kind)).toEqual([
      "same-imei",
    ]);
  });

  it("ignores another seller's sold listing, until it is reported stolen: then flags, never unpublishes", async () => {
    const imei = testImei();
    const name = uniqueModel();
    const sold = await listPhone(sellerA, withImei(imei));
    expect((await markSold(app, sellerA, sold.insertedId)).statusCode).toBe(200);
    const resale = await listPhone(sellerB, { name, ...withImei(imei) });
    expect(resale.status).toBe("available");
    expect(await queued(resale.insertedId)).toBeUndefined();

    expect((await reportAs(buyer, sold.insertedId, { kind: "stolen" })).statusCode).toBe(200);
    const item = await queued(resale.insertedId, "flagged");
    expect(item?.status).toBe("available");
    expect(item?.flags[0]).toMatchObject({
      kind: "same-imei",
      details: {
        matches: [{ productId: sold.insertedId, status: "sold", reportedStolen: true }],
      },
    });
    await expectPublic(resale.insertedId, name);
  });

  it("flags an available listing edited to an IMEI on offer, and leaves it published", async () => {
    const taken = testImei();
    await listPhone(sellerA, withImei(taken));
    const img = await uploadTestImage(app, sellerB);
    const own = await listPhone(sellerB, { img, ...withImei(testImei()) });
    const edit = (imei: string, price: number) =>
      injectAs(app, sellerB, {
        method: "PUT",
        url: `/api/products/${own.insertedId}`,
        payload: productInput(img, {
          brand: "Samsung",
          storage: 128,
          passport: testPassport({ imei }),
          description: { ...productInput(img).description, resalePrice: price },
        }),
      });
    const current = (await get(sellerB, `/api/products/${own.insertedId}/passport`)).json<{
      imei: string;
    }>().imei;
    expect((await edit(current, 44000)).statusCode).toBe(200);
    expect((await myProduct(sellerB, own.insertedId))?.status).toBe("available");
    expect(await queued(own.insertedId)).toBeUndefined();
    expect((await edit(taken, 44000)).statusCode).toBe(200);
    expect((await myProduct(sellerB, own.insertedId))?.status).toBe("available");
    expect((await queued(own.insertedId, "flagged"))?.flags.map((f) => f.kind)).toEqual([
      "same-imei",
    ]);
  });
});

describe("POST /api/products: the same IMEI listed at the same moment", () => {
  it("flags four of five sellers' listings: each is compared with the ones before", async () => {
    const imei = testImei();
    const sellers = [
      sellerA,
      sellerB,
      ...(await Promise.all([1, 2, 3].map(() => createUserFast(app, "Seller")))),
    ];
    const photos = await Promise.all(sellers.map((seller) => uploadTestImage(app, seller)));
    const answers = await Promise.all(
      sellers.map((seller, i) =>
        injectAs(app, seller, {
          method: "POST",
          url: "/api/products",
          payload: productInput(photos[i]!, withImei(imei)),
        }),
      ),
    );
    const ids = answers.map((answer) => answer.json<{ insertedId: string }>().insertedId);
    const flagged = await queue("flagged");
    expect(ids.filter((id) => flagged.some((item) => item._id === id))).toHaveLength(4);
  });
});

describe("GET /api/products/price-guide", () => {
  it("leaves held listings out of a model's prices", async () => {
    const name = uniqueModel();
    const priced = (price: number, imei: string) => ({
      name,
      ...withImei(imei),
      description: { ...productInput("x").description, resalePrice: price },
    });
    const imeis = [testImei(), testImei(), testImei(), testImei(), testImei()];
    for (const imei of imeis) await listPhone(sellerA, priced(50000, imei));
    for (const imei of imeis) {
      expect((await heldPhone(sellerB, priced(10000, imei))).insertedId).toBeTruthy();
    }
    const query = new URLSearchParams({ brand: "Samsung", name, storage: "128" });
    const guide = await get(undefined, `/api/products/price-guide?${query.toString()}`);
    expect(guide.json()).toEqual({
      count: 5,
      prices: { low: 50000, median: 50000, high: 50000 },
    });
  });
});

describe("low-price flags", () => {
  it("flags a listing at 50 % of its model's median and not one at 90 %, and clears it when the price rises", async () => {
    const name = uniqueModel();
    for (let i = 0; i < 5; i += 1) {
      await listPhone(sellerA, {
        name,
        description: { ...productInput("x").description, resalePrice: 50000 },
      });
    }
    const priced = (price: number, img?: string) => ({
      name,
      ...(img && { img }),
      description: { ...productInput("x").description, resalePrice: price },
    });
    const fair = await listPhone(sellerB, priced(45000));
    expect(await queued(fair.insertedId)).toBeUndefined();

    const img = await uploadTestImage(app, sellerB);
    const cheap = await listPhone(sellerB, priced(25000, img));
    expect(cheap.status).toBe("available");
    const item = await queued(cheap.insertedId, "flagged");
    expect(item?.flags).toEqual([
      expect.objectContaining({
        kind: "low-price",
        details: { price: 25000, median: 50000, ratio: 0.5 },
      }),
    ]);
    await expectPublic(cheap.insertedId, name);

    const passport = (await get(sellerB, `/api/products/${cheap.insertedId}/passport`)).json<{
      imei: string;
    }>();
    const raised = await injectAs(app, sellerB, {
      method: "PUT",
      url: `/api/products/${cheap.insertedId}`,
      payload: productInput(img, {
        brand: "Samsung",
        storage: 128,
        passport: testPassport({ imei: passport.imei }),
        ...priced(48000),
      }),
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await queued(cheap.insertedId)).toBeUndefined();
  });
});

describe("POST /api/admin/review/:id/approve", () => {
  it("publishes a held listing, marks its flags reviewed and dismisses its reports", async () => {
    const imei = testImei();
    const name = uniqueModel();
    await listPhone(sellerA, withImei(imei));
    const held = await listPhone(sellerB, { name, ...withImei(imei) });
    expect((await rejectAs(held.insertedId, "Whose phone is it?")).statusCode).toBe(200);
    const img = await uploadTestImage(app, sellerB);
    const body = productInput(img, {
      name,
      brand: "Samsung",
      storage: 128,
      ...withImei(testImei()),
    });
    const edit = await injectAs(app, sellerB, {
      method: "PUT",
      url: `/api/products/${held.insertedId}`,
      payload: body,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await myProduct(sellerB, held.insertedId))?.status).toBe("held");
    const response = await approve(admin, held.insertedId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ acknowledged: true, status: "available" });
    await expectPublic(held.insertedId, name);
    expect(await queued(held.insertedId)).toBeUndefined();
    expect((await myProduct(sellerB, held.insertedId))?.status).toBe("available");
  });

  it("clears a reported, published listing from the queue and keeps it published", async () => {
    const listed = await listPhone(sellerA);
    await reportAs(buyer, listed.insertedId, { kind: "scam", reason: "Asked for bKash first" });
    const item = await queued(listed.insertedId, "reported");
    expect(item?.reports).toEqual([
      expect.objectContaining({ kind: "scam", reason: "Asked for bKash first" }),
    ]);
    const response = await approve(admin, listed.insertedId);
    expect(response.json()).toMatchObject({ status: "available", reportsDismissed: 1 });
    expect(await queued(listed.insertedId)).toBeUndefined();
  });

  it("asks for a review again when an edit finds a reviewed flag with other details", async () => {
    const name = uniqueModel();
    for (let i = 0; i < 5; i += 1) {
      await listPhone(sellerA, {
        name,
        description: { ...productInput("x").description, resalePrice: 60000 },
      });
    }
    const img = await uploadTestImage(app, sellerB);
    const input = (price: number, imei: string) =>
      productInput(img, {
        name,
        brand: "Samsung",
        storage: 128,
        passport: testPassport({ imei }),
        description: { ...productInput(img).description, resalePrice: price },
      });
    const imei = testImei();
    const cheap = await listPhone(sellerB, { ...input(30000, imei), img });
    await approve(admin, cheap.insertedId);
    const edit = (price: number) =>
      injectAs(app, sellerB, {
        method: "PUT",
        url: `/api/products/${cheap.insertedId}`,
        payload: input(price, imei),
      });
    expect((await edit(30000)).statusCode).toBe(200);
    expect(await queued(cheap.insertedId)).toBeUndefined();
    expect((await edit(24000)).statusCode).toBe(200);
    const flag = (await queued(cheap.insertedId, "flagged"))?.flags[0];
    expect(flag).toMatchObject({ kind: "low-price", reviewedAt: null, details: { price: 24000 } });
  });
});

describe("POST /api/admin/review/:id/reject", () => {
  it("hides the listing at once, and its seller reads the reason in My Products", async () => {
    const name = uniqueModel();
    const listed = await listPhone(sellerA, { name });
    await reportAs(buyer, listed.insertedId, { kind: "wrong-info" });
    await expectPublic(listed.insertedId, name);
    const before = await get(undefined, "/api/products?category=Samsung");
    expect(before.statusCode).toBe(200);

    const reason = "  The photos show another phone.  ";
    const response = await reject(admin, listed.insertedId, { reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      acknowledged: true,
      status: "rejected",
      flagsReviewed: 0,
      reportsDismissed: 1,
    });
    await expectHiddenFromPublic(listed.insertedId, { name, sellerId: sellerA.id });
    expect(await myProduct(sellerA, listed.insertedId)).toMatchObject({
      status: "rejected",
      rejectionReason: "The photos show another phone.",
    });
    expect(await queued(listed.insertedId)).toBeUndefined();
  });

  it("sends an edited rejected listing back to review as held", async () => {
    const img = await uploadTestImage(app, sellerA);
    const imei = testImei();
    const listed = await listPhone(sellerA, { img, ...withImei(imei) });
    await reject(admin, listed.insertedId, { reason: "Blurry photos" });
    const edited = await injectAs(app, sellerA, {
      method: "PUT",
      url: `/api/products/${listed.insertedId}`,
      payload: productInput(img, { brand: "Samsung", storage: 128, ...withImei(imei) }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await myProduct(sellerA, listed.insertedId)).toMatchObject({
      status: "held",
      rejectionReason: null,
    });
    expect((await queued(listed.insertedId, "held"))?.status).toBe("held");
  });

  it("refuses a sold phone (409) and an unknown one (404)", async () => {
    const listed = await listPhone(sellerA);
    expect((await markSold(app, sellerA, listed.insertedId)).statusCode).toBe(200);
    expectError(await reject(admin, listed.insertedId, { reason: "Late" }), "PRODUCT_SOLD");
    expectError(await reject(admin, UNKNOWN_ID, { reason: "Gone" }), "PRODUCT_NOT_FOUND");
    expectError(await approve(admin, UNKNOWN_ID), "PRODUCT_NOT_FOUND");
    expectError(await approve(admin, "not-a-uuid"), "PRODUCT_NOT_FOUND");
  });

  it.each([
    ["no body", undefined],
    ["no reason", {}],
    ["a blank reason", { reason: "   " }],
    ["a reason over 500 characters", { reason: "x".repeat(501) }],
    ["a reason with control characters", { reason: "bad\u0000reason" }],
    ["a reason that is not text", { reason: 42 }],
  ])("answers 400 to %s", async (_, payload) => {
    const listed = await createTestProduct(app, sellerA);
    const response = await reject(admin, listed, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect((await myProduct(sellerA, listed))?.status).toBe("available");
  });
});

describe("held and rejected listings", () => {
  it("cannot be booked, advertised, reported by others or sold", async () => {
    const held = (await heldPhone(sellerB)).insertedId;
    expectError(await book(app, buyer, held), "PRODUCT_NOT_FOUND");
    expectError(
      await injectAs(app, sellerB, { method: "PATCH", url: `/api/products/${held}` }),
      "PRODUCT_NOT_PUBLISHED",
    );
    expectError(await reportAs(buyer, held, { kind: "scam" }), "PRODUCT_NOT_FOUND");
    expectError(await markSold(app, sellerB, held), "PRODUCT_NOT_PUBLISHED");
  });
});

describe("GET /api/admin/review", () => {
  it("shows the whole passport, its proofs to admins, flags, reports and the seller's ban", async () => {
    const imei = testImei();
    await listPhone(sellerA, withImei(imei));
    const kydPhoto = await uploadTestProof(app, sellerB);
    const held = await heldPhone(sellerB, withImei(imei, { kydPhoto }));
    const item = await queued(held.insertedId);
    expect(item).toMatchObject({
      status: "held",
      sellerId: sellerB.id,
      sellerBanned: false,
      privatePassport: { imei, kydPhoto, receiptPhoto: null },
      reports: [],
    });
    expect((await get(admin, kydPhoto)).statusCode).toBe(200);
    expect(item?.passport?.imeiLast4).toBe(imei.slice(-4));
  });

  it("pages newest listing first, 24 a page, with the cursor header", async () => {
    const reported: string[] = [];
    for (let i = 0; i < 26; i += 1) {
      const id = await createTestProduct(app, sellerA);
      await reportAs(buyer, id, {});
      reported.push(id);
    }
    const first = await get(admin, "/api/admin/review?only=reported");
    expect(first.json<ReviewItem[]>()).toHaveLength(24);
    expect(first.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeTruthy();
    const all = await queue("reported");
    const dates = all.map((item) => item.description.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.map((item) => item._id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(26);
    const mine = all.filter((item) => reported.includes(item._id));
    expect(mine.map((item) => item._id)).toEqual(reported.reverse());
    expect(mine.every((item) => item.reports[0]?.kind === "other")).toBe(true);
  });

  it.each(["only=all", "only=", "cursor=not-a-cursor", `cursor=${"x".repeat(201)}`])(
    "answers 400 to %s",
    async (query) => {
      expect((await get(admin, `/api/admin/review?${query}`)).statusCode).toBe(400);
    },
  );
});

describe("PATCH /api/products/reported/:id with a kind", () => {
  it("stores the kind, shows it on the reported list, and answers 400 to an unknown one", async () => {
    const id = await createTestProduct(app, sellerA);
    expectError(await reportAs(buyer, id, { kind: "fake" }), "VALIDATION_ERROR");
    expect((await reportAs(buyer, id, { kind: "scam", reason: "Advance" })).statusCode).toBe(200);
    const reported = await get(admin, "/api/reportedProducts");
    const listed = reported.json<{ _id: string; reports: { kind: string }[] }[]>();
    expect(listed.find((p) => p._id === id)?.reports).toEqual([
      expect.objectContaining({ kind: "scam", reason: "Advance" }),
    ]);
  });
});

describe("the review routes: who may call them", () => {
  const calls = [
    ["GET", "/api/admin/review"],
    ["POST", `/api/admin/review/${UNKNOWN_ID}/approve`],
    ["POST", `/api/admin/review/${UNKNOWN_ID}/reject`],
  ] as const;
  it.each(calls)("%s %s: 401 signed out, 403 to buyers and sellers", async (method, url) => {
    const payload = method === "POST" ? { reason: "No" } : undefined;
    const signedOut = await injectAs(app, undefined, { method, url, payload });
    expect(signedOut.statusCode).toBe(401);
    for (const who of [buyer, sellerA]) {
      expectError(await injectAs(app, who, { method, url, payload }), "NOT_AN_ADMIN");
    }
  });
});
