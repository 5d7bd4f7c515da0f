import type { ApiError, Product, ProductDetail } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  productInput,
  testPassport,
  uploadTestImage,
  type TestUser,
} from "../../../test/helpers";
import { deleteUnlistedPhotos } from "./listings.cleanup";
import { products } from "./listings.tables";

let app: FastifyInstance;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller, buyer] = [
    await createUserFast(app, "Seller"),
    await createUserFast(app, "Seller"),
    await createUserFast(app, "Buyer"),
  ];
}, 60_000);
afterAll(() => app.close());

const uploads = (who: TestUser, n: number) =>
  Promise.all(Array.from({ length: n }, () => uploadTestImage(app, who)));
const detail = async (id: string) =>
  (await app.inject({ method: "GET", url: `/api/products/${id}` })).json<ProductDetail>();
const post = (who: TestUser, payload: object) =>
  injectAs(app, who, { method: "POST", url: "/api/products", payload });
const put = (who: TestUser | undefined, id: string, payload: object) =>
  injectAs(app, who, { method: "PUT", url: `/api/products/${id}`, payload });
const fileStatus = async (url: string) => (await app.inject({ method: "GET", url })).statusCode;

describe("POST /api/products with extraPhotos", () => {
  it("keeps every photo in its order, the cover first", async () => {
    const [cover, ...others] = await uploads(seller, 4);
    const response = await post(seller, productInput(cover!, { extraPhotos: others }));
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<{ insertedId: string }>().insertedId;
    const shown = await detail(id);
    expect(shown.photos).toEqual([cover, ...others]);
    expect(shown.img).toBe(cover);
  });

  it("refuses a photo of another seller, of another listing, repeated, or too many", async () => {
    const [cover, mine] = await uploads(seller, 2);
    const [theirs] = await uploads(otherSeller, 1);
    const notYours = await post(seller, productInput(cover!, { extraPhotos: [mine, theirs] }));
    expect(notYours.statusCode).toBe(400);
    expect(notYours.json<ApiError>()).toMatchObject({
      code: "IMAGE_NOT_YOURS",
      details: [{ path: "body/extraPhotos/1" }],
    });

    const listed = await createTestProduct(app, seller);
    const [listedPhoto] = (await detail(listed)).photos;
    const inUse = await post(seller, productInput(cover!, { extraPhotos: [listedPhoto] }));
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json<ApiError>().code).toBe("PHOTO_IN_USE");

    const repeated = await post(seller, productInput(cover!, { extraPhotos: [mine, mine] }));
    expect(repeated.json<ApiError>().code).toBe("VALIDATION_ERROR");
    const tooMany = await post(seller, productInput(cover!, { extraPhotos: Array(8).fill(mine) }));
    expect(tooMany.json<ApiError>().code).toBe("VALIDATION_ERROR");
  });
});

describe("PUT /api/products/:id", () => {
  it("replaces the listing and its photos, deleting the photos it no longer shows", async () => {
    const [a, b, c, d] = await uploads(seller, 4);
    const id = await createTestProduct(app, seller, { img: a, extraPhotos: [b, c] });
    const edited = productInput(c!, {
      name: "iPhone 13 Pro",
      extraPhotos: [d, a],
      condition: "good",
      storage: 256,
      ram: 6,
      colour: "Graphite",
      description: {
        resalePrice: 70000,
        originalPrice: 120000,
        yearsOfUse: "1 month",
        location: "Cox's Bazar",
        text: "Like new.",
      },
    });
    const response = await put(seller, id, edited);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    const shown = await detail(id);
    expect(shown).toMatchObject({
      name: "iPhone 13 Pro",
      img: c,
      photos: [c, d, a],
      condition: "good",
      storage: 256,
      ram: 6,
      colour: "Graphite",
      previousPrice: null,
      description: { resalePrice: 70000, location: "Cox's Bazar", text: "Like new." },
    });
    expect(await fileStatus(b!)).toBe(404);
    for (const kept of [a, c, d]) expect(await fileStatus(kept!)).toBe(200);

    // Its lists change at once (the list version follows the edit).
    const listed = await app.inject({ method: "GET", url: "/api/products?q=iphone 13 pro" });
    expect(listed.json<Product[]>().map((p) => p._id)).toContain(id);
  });

  it("keeps the old price as previousPrice after a drop, until the price rises to it", async () => {
    const [photo] = await uploads(seller, 1);
    // One passport throughout: these edits change the price, not the IMEI.
    const passport = testPassport();
    const id = await createTestProduct(app, seller, { img: photo, passport });
    const priced = (resalePrice: number) =>
      productInput(photo!, {
        passport,
        description: {
          resalePrice,
          originalPrice: 90000,
          yearsOfUse: "6 months",
          location: "Dhaka",
        },
      });
    const steps: [number, number | null][] = [
      [40000, 45000],
      [42000, 45000],
      [35000, 42000],
      [42000, null],
      [41000, 42000],
      [50000, null],
    ];
    for (const [price, previous] of steps) {
      expect((await put(seller, id, priced(price))).statusCode).toBe(200);
      const shown = await detail(id);
      expect({ price, previous: shown.previousPrice }).toEqual({ price, previous });
    }
  });

  it("is its seller's only: 401, 403 and 404 as for the other product writes, 409 once sold", async () => {
    const [photo] = await uploads(seller, 1);
    const id = await createTestProduct(app, seller, { img: photo });
    const body = productInput(photo!);
    expect((await put(undefined, id, body)).statusCode).toBe(401);
    const buyerAnswer = await put(buyer, id, body);
    expect(buyerAnswer.json<ApiError>().code).toBe("NOT_A_SELLER");
    const otherAnswer = await put(otherSeller, id, body);
    expect(otherAnswer.statusCode).toBe(403);
    expect(otherAnswer.json<ApiError>().code).toBe("NOT_PRODUCT_OWNER");
    const unknown = await put(seller, "00000000-0000-4000-8000-000000000000", body);
    expect(unknown.json<ApiError>().code).toBe("PRODUCT_NOT_FOUND");
    const [theirs] = await uploads(otherSeller, 1);
    const stolen = await put(seller, id, productInput(theirs!));
    expect(stolen.json<ApiError>().code).toBe("IMAGE_NOT_YOURS");

    await app.db.update(products).set({ status: "sold" }).where(eq(products.id, id));
    const sold = await put(seller, id, body);
    expect(sold.statusCode).toBe(409);
    expect(sold.json<ApiError>().code).toBe("PRODUCT_SOLD");
  });
});

describe("the unlisted-photo clean-up", () => {
  it("never deletes a listing's other photos", async () => {
    const [cover, extra] = await uploads(seller, 2);
    await createTestProduct(app, seller, { img: cover, extraPhotos: [extra] });
    const [unlisted] = await uploads(seller, 1);
    const tomorrow = Date.now() + 25 * 60 * 60 * 1000;
    await deleteUnlistedPhotos(app, tomorrow);
    expect(await fileStatus(unlisted!)).toBe(404);
    expect(await fileStatus(cover!)).toBe(200);
    expect(await fileStatus(extra!)).toBe(200);
  });

  it("deletes a listing's photos with it", async () => {
    const [cover, extra] = await uploads(seller, 2);
    const id = await createTestProduct(app, seller, { img: cover, extraPhotos: [extra] });
    const deleted = await injectAs(app, seller, { method: "DELETE", url: `/api/products/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await fileStatus(cover!)).toBe(404);
    expect(await fileStatus(extra!)).toBe(404);
  });
});
