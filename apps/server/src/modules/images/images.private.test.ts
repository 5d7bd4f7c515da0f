import type { ApiError } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUser,
  injectAs,
  productInput,
  testPassport,
  uploadTestImage,
  uploadTestProof,
  type TestUser,
} from "../../../test/helpers";
import { deleteUnlistedPhotos } from "../listings/listings.cleanup";

let app: FastifyInstance;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller, admin] = await Promise.all([
    createUser(app, "Seller"),
    createUser(app, "Seller"),
    createUser(app, "Admin"),
  ]);
});
afterAll(() => app.close());

const get = (who: TestUser | undefined, url: string) => injectAs(app, who, { method: "GET", url });
const stem = (url: string) => /([A-Za-z0-9_-]{22})\.webp$/.exec(url)![1]!;
const passportOf = async (id: string) =>
  (await get(seller, `/api/products/${id}/passport`)).json<Record<string, unknown>>();

describe("POST /api/images?private=true", () => {
  it("keeps a proof off the public image route", async () => {
    const url = await uploadTestProof(app, seller);
    expect(url).toMatch(/^\/api\/images\/private\/[A-Za-z0-9_-]{22}\.webp$/);
    const name = stem(url);
    for (const file of [`${name}.webp`, `${name}-card.webp`, `${name}-private.webp`]) {
      const response = await get(undefined, `/images/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.json<ApiError>().code).toBe("IMAGE_NOT_FOUND");
    }
  });
});

describe("GET /api/images/private/:file", () => {
  it("streams a proof to its uploader and admins, never cached; anyone else gets 404", async () => {
    const url = await uploadTestProof(app, seller);
    for (const who of [seller, admin]) {
      const response = await get(who, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe("private, no-store");
    }
    expect((await get(otherSeller, url)).statusCode).toBe(404);
    expect((await get(undefined, url)).statusCode).toBe(401);
    // A public photo is not served here either.
    const photo = await uploadTestImage(app, seller);
    expect((await get(seller, `/api/images/private/${stem(photo)}.webp`)).statusCode).toBe(404);
  });
});

describe("proof photos on a listing", () => {
  it("takes the seller's own proofs, and refuses a proof as a photo and a photo as a proof", async () => {
    const [kyd, receipt] = [await uploadTestProof(app, seller), await uploadTestProof(app, seller)];
    const id = await createTestProduct(app, seller, {
      passport: testPassport({ kydPhoto: kyd, receiptPhoto: receipt }),
    });
    expect(await passportOf(id)).toMatchObject({ kydPhoto: kyd, receiptPhoto: receipt });
    const detail = await get(undefined, `/api/products/${id}`);
    expect(detail.body).not.toContain(stem(kyd));

    const photo = await uploadTestImage(app, seller);
    const othersProof = await uploadTestProof(app, otherSeller);
    const cases = [
      [productInput(kyd), "body/img"],
      [
        productInput(photo, { passport: testPassport({ kydPhoto: photo }) }),
        "body/passport/kydPhoto",
      ],
      [
        productInput(photo, { passport: testPassport({ receiptPhoto: othersProof }) }),
        "body/passport/receiptPhoto",
      ],
    ] as const;
    for (const [payload, path] of cases) {
      const response = await injectAs(app, seller, {
        method: "POST",
        url: "/api/products",
        payload,
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json<ApiError>()).toMatchObject({
        code: "IMAGE_NOT_YOURS",
        details: [{ path }],
      });
    }
  });

  it("keeps proofs in use through the clean-up, and deletes one an edit drops", async () => {
    const [kyd, unused] = [await uploadTestProof(app, seller), await uploadTestProof(app, seller)];
    const id = await createTestProduct(app, seller, { passport: testPassport({ kydPhoto: kyd }) });
    const dayAfterTomorrow = Date.now() + 2 * 24 * 60 * 60 * 1000;
    await deleteUnlistedPhotos(app, dayAfterTomorrow);
    expect((await get(seller, kyd)).statusCode).toBe(200);
    expect((await get(seller, unused)).statusCode).toBe(404);

    const img = (await get(undefined, `/api/products/${id}`)).json<{ img: string }>().img;
    const edit = await injectAs(app, seller, {
      method: "PUT",
      url: `/api/products/${id}`,
      payload: productInput(img),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await get(seller, kyd)).statusCode).toBe(404);
    expect(await passportOf(id)).toMatchObject({ kydPhoto: null });
  });
});
