import { PASSPORT_MESSAGES, type ApiError, type ProductDetail } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUser,
  injectAs,
  productInput,
  uploadTestImage,
  type TestUser,
} from "../../../test/helpers";

const IMEI = "352099001761481";
const IMEI2 = "490154203237518";
const WEB_DIST_HTML =
  "<!doctype html><html><head><title>BecheDaw</title></head><body></body></html>";

let app: FastifyInstance;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;
let phoneId: string;

beforeAll(async () => {
  const fs = await import("node:fs");
  const os = await import("node:os");
  const path = await import("node:path");
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-passport-"));
  fs.writeFileSync(path.join(webDist, "index.html"), WEB_DIST_HTML);
  app = await createTestApp({ WEB_DIST: webDist });
  [seller, otherSeller, buyer, admin] = await Promise.all([
    createUser(app, "Seller"),
    createUser(app, "Seller"),
    createUser(app, "Buyer"),
    createUser(app, "Admin"),
  ]);
  phoneId = await createTestProduct(app, seller, {
    name: "Galaxy S23",
    brand: "Samsung",
    passport: {
      imei: "৩৫২০৯৯০০১৭৬১৪৮১",
      imei2: "49-015420-323751-8",
      official: true,
      batteryHealth: 86,
      hasBox: true,
      hasReceipt: true,
      warrantyMonths: 4,
      repairs: "Screen replaced <b>once</b>",
    },
  });
  const advertised = await injectAs(app, seller, {
    method: "PATCH",
    url: `/api/products/${phoneId}`,
  });
  expect(advertised.statusCode).toBe(200);
});
afterAll(() => app.close());

const post = (payload: unknown) =>
  injectAs(app, seller, { method: "POST", url: "/api/products", payload: payload as object });
const passportOf = (who: TestUser | undefined, id = phoneId) =>
  injectAs(app, who, { method: "GET", url: `/api/products/${id}/passport` });

describe("POST /api/products with a passport", () => {
  it("shows buyers the passport with the IMEIs' last 4 digits only", async () => {
    const response = await app.inject({ method: "GET", url: `/api/products/${phoneId}` });
    expect(response.json<ProductDetail>().passport).toEqual({
      imeiLast4: "1481",
      imei2Last4: "7518",
      official: true,
      batteryHealth: 86,
      hasBox: true,
      hasCharger: false,
      hasReceipt: true,
      warrantyMonths: 4,
      repairs: "Screen replaced <b>once</b>",
    });
  });

  it("answers no whole IMEI on any public route", async () => {
    const urls = [
      "/api/products",
      "/api/products?q=galaxy",
      "/api/products?category=Samsung",
      `/api/products?seller=${seller.id}`,
      "/api/advertisedProducts",
      `/api/products/${phoneId}`,
      `/api/sellers/${seller.id}`,
      `/phones/${phoneId}`,
      "/sitemap.xml",
      "/sitemaps/phones-1.xml",
    ];
    for (const url of urls) {
      for (const who of [undefined, buyer, otherSeller]) {
        const response = await injectAs(app, who, { method: "GET", url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain(IMEI);
        expect(response.body, url).not.toContain(IMEI2);
      }
    }
    const listed = await app.inject({ method: "GET", url: "/api/products?category=Samsung" });
    expect(listed.json<ProductDetail[]>()[0]?.passport).toEqual({
      imeiLast4: "1481",
      official: true,
      batteryHealth: 86,
    });
  });

  it("stores Bangla digits, spaces and dashes as ASCII digits, shown whole to seller and admin", async () => {
    for (const who of [seller, admin]) {
      const response = await passportOf(who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ imei: IMEI, imei2: IMEI2, kydPhoto: null });
    }
  });

  it("refuses the whole passport to buyers, other sellers and visitors", async () => {
    expect((await passportOf(undefined)).statusCode).toBe(401);
    expect((await passportOf(buyer)).statusCode).toBe(403);
    const other = await passportOf(otherSeller);
    expect(other.statusCode).toBe(404);
    expect(other.json<ApiError>().code).toBe("PRODUCT_NOT_FOUND");
  });

  it("keeps battery health unknown and says so", async () => {
    const id = await createTestProduct(app, seller, {
      passport: { imei: "356938035643809", official: false, batteryHealth: "unknown" },
    });
    const shown = await app.inject({ method: "GET", url: `/api/products/${id}` });
    expect(shown.json<ProductDetail>().passport).toMatchObject({
      official: false,
      batteryHealth: "unknown",
      imei2Last4: null,
    });
  });

  it.each([
    ["a wrong check digit", { imei: "352099001761482" }, "imei", PASSPORT_MESSAGES.imeiCheckDigit],
    ["letters", { imei: "35209900176148A" }, "imei", PASSPORT_MESSAGES.imeiDigits],
    ["14 digits", { imei: "35209900176148" }, "imei", PASSPORT_MESSAGES.imeiLength],
    ["16 digits", { imei: "3520990017614810" }, "imei", PASSPORT_MESSAGES.imeiLength],
    ["no IMEI", { imei: undefined }, "imei", PASSPORT_MESSAGES.imeiRequired],
    [
      "the same IMEI twice",
      { imei: IMEI, imei2: "৩৫২০৯৯০০১৭৬১৪৮১" },
      "imei2",
      PASSPORT_MESSAGES.imeiRepeated,
    ],
    ["battery over 100", { batteryHealth: 101 }, "batteryHealth", PASSPORT_MESSAGES.batteryInvalid],
    ["negative battery", { batteryHealth: -1 }, "batteryHealth", PASSPORT_MESSAGES.batteryInvalid],
    [
      "37 months of warranty",
      { warrantyMonths: 37 },
      "warrantyMonths",
      PASSPORT_MESSAGES.warrantyInvalid,
    ],
    ["no official or not", { official: undefined }, "official", PASSPORT_MESSAGES.officialRequired],
  ])("answers 400 for %s, naming the field", async (_, change, field, message) => {
    const img = await uploadTestImage(app, seller);
    const input = productInput(img);
    const response = await post({ ...input, passport: { ...input.passport, ...change } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ApiError>()).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ path: `body/passport/${field}`, message }],
    });
  });

  it("answers 400 for a listing without a passport", async () => {
    const img = await uploadTestImage(app, seller);
    const response = await post({ ...productInput(img), passport: undefined });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([
      { path: "body/passport", message: PASSPORT_MESSAGES.passportRequired },
    ]);
  });
});

describe("PUT /api/products/:id with a passport", () => {
  it("replaces the passport", async () => {
    const id = await createTestProduct(app, seller);
    const img = (await app.inject({ method: "GET", url: `/api/products/${id}` })).json<{
      img: string;
    }>().img;
    const edited = productInput(img, {
      passport: { imei: IMEI2, official: false, batteryHealth: 79, hasCharger: true },
    });
    const response = await injectAs(app, seller, {
      method: "PUT",
      url: `/api/products/${id}`,
      payload: edited,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await passportOf(seller, id)).json()).toMatchObject({
      imei: IMEI2,
      imei2: null,
      official: false,
      batteryHealth: 79,
      hasCharger: true,
      hasBox: false,
      repairs: null,
    });
  });
});
