import type { Product, ProductDetail } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestAppPair,
  createTestProduct,
  createUser,
  injectAs,
  productInput,
  uploadTestProof,
  type TestUser,
} from "../../../test/helpers";
import { user } from "../auth/auth.tables";

// The public lists are cached until a write changes one: the next request after each write
// must see it (docs/decisions/011-list-cache.md).

const ADVERTISED = "/api/advertisedProducts";
const SAMSUNG = "/api/products?category=Samsung";

async function listed(app: FastifyInstance, url: string): Promise<Product[]> {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  return response.json<Product[]>();
}

/** Asks twice, so that the second answer comes from the cache. */
async function listedTwice(app: FastifyInstance, url: string): Promise<Product[]> {
  const first = await listed(app, url);
  const second = await listed(app, url);
  expect(second).toEqual(first);
  return second;
}

const ids = (products: Product[]) => products.map((product) => product._id);

describe("the list cache on one server", () => {
  let app: FastifyInstance;
  let seller: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    [seller, admin] = await Promise.all([createUser(app, "Seller"), createUser(app, "Admin")]);
  });
  afterAll(() => app.close());

  it("answers fresh lists right after create, advertise, verify, sell and delete", async () => {
    await listedTwice(app, SAMSUNG);
    await listedTwice(app, ADVERTISED);

    const sold = await createTestProduct(app, seller, { brand: "Samsung" });
    const deleted = await createTestProduct(app, seller, { brand: "Samsung" });
    expect(ids(await listedTwice(app, SAMSUNG))).toEqual([deleted, sold]);

    for (const id of [sold, deleted]) {
      await injectAs(app, seller, { method: "PATCH", url: `/api/products/${id}` });
    }
    expect(ids(await listedTwice(app, ADVERTISED))).toEqual([deleted, sold]);

    const verify = await injectAs(app, admin, { method: "PATCH", url: `/api/users/${seller.id}` });
    expect(verify.json()).toMatchObject({ modifiedCount: 1 });
    const verified = await listedTwice(app, ADVERTISED);
    expect(verified.every((product) => product.sellerVerified)).toBe(true);
    expect((await listedTwice(app, SAMSUNG)).every((product) => product.sellerVerified)).toBe(true);

    const sale = await injectAs(app, seller, {
      method: "PATCH",
      url: `/api/products/${sold}/sold`,
    });
    expect(sale.statusCode).toBe(200);
    expect(ids(await listedTwice(app, ADVERTISED))).toEqual([deleted]);
    expect(ids(await listedTwice(app, SAMSUNG))).toEqual([deleted]);

    const removal = await injectAs(app, seller, {
      method: "DELETE",
      url: `/api/products/${deleted}`,
    });
    expect(removal.statusCode).toBe(200);
    expect(await listed(app, ADVERTISED)).toEqual([]);
    expect(await listed(app, SAMSUNG)).toEqual([]);
  });

  it("answers fresh lists right after a seller's tier changes (decision 024)", async () => {
    const climber = await createUser(app, "Seller", "Tier Climber");
    const id = await createTestProduct(app, climber, { brand: "Samsung" });
    // Listed while confirmed (as test users are), then back to an account without a tier.
    await app.db.update(user).set({ emailVerified: false }).where(eq(user.id, climber.id));
    const tierOf = async () => {
      const found = (await listedTwice(app, SAMSUNG)).find((product) => product._id === id);
      return [found?.sellerTier, found?.sellerShopName];
    };
    expect(await tierOf()).toEqual(["none", null]);

    await app.db.update(user).set({ emailVerified: true }).where(eq(user.id, climber.id));
    expect(await tierOf()).toEqual(["email", null]);

    const request = async (payload: Record<string, unknown>) => {
      const response = await injectAs(app, climber, {
        method: "POST",
        url: "/api/verification",
        payload: { photos: [await uploadTestProof(app, climber)], ...payload },
      });
      expect(response.statusCode, response.body).toBe(200);
      const approved = await injectAs(app, admin, {
        method: "POST",
        url: `/api/admin/verification-requests/${response.json<{ insertedId: string }>().insertedId}/decision`,
        payload: { approve: true },
      });
      expect(approved.statusCode, approved.body).toBe(200);
    };
    await request({ kind: "identity" });
    expect(await tierOf()).toEqual(["identity", null]);
    await request({ kind: "shop", shopName: "Climber Phones" });
    expect(await tierOf()).toEqual(["shop", "Climber Phones"]);
  });
});

// A phone's page is cached too, apart from the lists: it shows other listings (similar phones,
// the model's prices) and its seller, so any write to either must reach its next request.
describe("phone pages in the cache", () => {
  let app: FastifyInstance;
  let admin: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createUser(app, "Admin");
  });
  afterAll(() => app.close());

  const pageOf = async (id: string, who?: TestUser) => {
    const ask = () =>
      who
        ? injectAs(app, who, { method: "GET", url: `/api/products/${id}` })
        : app.inject({ method: "GET", url: `/api/products/${id}` });
    const first = await ask();
    const second = await ask();
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    return first;
  };
  const detailOf = async (id: string) => {
    const response = await pageOf(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    return response.json<ProductDetail>();
  };

  it("answers a fresh page right after an edit, a similar listing, the seller's tick and a sale", async () => {
    const seller = await createUser(app, "Seller", "Page Seller");
    const id = await createTestProduct(app, seller, { name: "Galaxy S22", brand: "Samsung" });
    const before = await detailOf(id);
    expect([before.similar, before.seller.verified, before.status]).toEqual([
      [],
      false,
      "available",
    ]);

    const edit = await injectAs(app, seller, {
      method: "PUT",
      url: `/api/products/${id}`,
      payload: productInput(before.img, { name: "Galaxy S22 Ultra", brand: "Samsung" }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await detailOf(id)).name).toBe("Galaxy S22 Ultra");

    const other = await createUser(app, "Seller");
    const similar = await createTestProduct(app, other, {
      name: "Galaxy S22 Ultra",
      brand: "Samsung",
    });
    expect((await detailOf(id)).similar.map((product) => product._id)).toEqual([similar]);

    await injectAs(app, admin, { method: "PATCH", url: `/api/users/${seller.id}` });
    expect((await detailOf(id)).seller.verified).toBe(true);

    const sale = await injectAs(app, seller, { method: "PATCH", url: `/api/products/${id}/sold` });
    expect(sale.statusCode).toBe(200);
    const sold = await detailOf(id);
    expect([sold.status, sold.seller.sold]).toEqual(["sold", 1]);
  });

  it("hides a banned seller's page from everyone but admins, at once", async () => {
    const seller = await createUser(app, "Seller");
    const id = await createTestProduct(app, seller, { brand: "Samsung" });
    expect((await pageOf(id)).statusCode).toBe(200);

    const ban = await injectAs(app, admin, {
      method: "POST",
      url: `/api/admin/users/${seller.id}/ban`,
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect((await pageOf(id)).statusCode).toBe(404);
    expect((await pageOf(id, admin)).statusCode).toBe(200);

    const unban = await injectAs(app, admin, {
      method: "POST",
      url: `/api/admin/users/${seller.id}/unban`,
    });
    expect(unban.statusCode, unban.body).toBe(200);
    expect((await pageOf(id)).statusCode).toBe(200);
  });

  it("answers 404 for a deleted phone on the next request", async () => {
    const seller = await createUser(app, "Seller");
    const id = await createTestProduct(app, seller, { brand: "Samsung" });
    expect((await pageOf(id)).statusCode).toBe(200);
    await injectAs(app, seller, { method: "DELETE", url: `/api/products/${id}` });
    expect((await pageOf(id)).statusCode).toBe(404);
  });
});

// Searches with text are cached too, by their words as the search reads them and their filters.
const GALAXY = "/api/products?q=galaxy%20s22&brand=Samsung&maxPrice=60000&sort=price-asc";
const GALAXY_RESPELLED =
  "/api/products?sort=price-asc&maxPrice=60000&q=S22,%20GALAXY!&category=samsung";

describe("text searches in the list cache", () => {
  let app: FastifyInstance;
  let seller: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    [seller, admin] = await Promise.all([createUser(app, "Seller"), createUser(app, "Admin")]);
  });
  afterAll(() => app.close());

  it("shares one page between spellings of a search", async () => {
    const id = await createTestProduct(app, seller, { name: "Galaxy S22", brand: "Samsung" });
    const first = await app.inject({ method: "GET", url: GALAXY });
    const respelled = await app.inject({ method: "GET", url: GALAXY_RESPELLED });
    expect(ids(first.json<Product[]>())).toEqual([id]);
    expect(respelled.body).toBe(first.body);
    expect(respelled.headers["x-result-count"]).toBe("1");
    await injectAs(app, seller, { method: "DELETE", url: `/api/products/${id}` });
  });

  it("answers a fresh search right after create, edit, advertise, verify, sell and delete", async () => {
    expect(await listedTwice(app, GALAXY)).toEqual([]);

    const id = await createTestProduct(app, seller, { name: "Galaxy S22", brand: "Samsung" });
    expect(ids(await listedTwice(app, GALAXY_RESPELLED))).toEqual([id]);

    const img = (await listed(app, GALAXY))[0]?.img ?? "";
    const edit = await injectAs(app, seller, {
      method: "PUT",
      url: `/api/products/${id}`,
      payload: productInput(img, {
        name: "Galaxy S22 Ultra",
        brand: "Samsung",
        description: {
          resalePrice: 41000,
          originalPrice: 90000,
          yearsOfUse: "More than 1 year",
          location: "Sylhet",
        },
      }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = await listedTwice(app, GALAXY);
    expect(edited.map((product) => [product.name, product.description.resalePrice])).toEqual([
      ["Galaxy S22 Ultra", 41000],
    ]);

    await injectAs(app, seller, { method: "PATCH", url: `/api/products/${id}` });
    expect((await listedTwice(app, GALAXY))[0]?.isAdvertised).toBe(true);

    const wasVerified = (await listed(app, GALAXY))[0]?.sellerVerified;
    await injectAs(app, admin, { method: "PATCH", url: `/api/users/${seller.id}` });
    expect((await listedTwice(app, GALAXY))[0]?.sellerVerified).toBe(!wasVerified);

    const other = await createTestProduct(app, seller, { name: "Galaxy S22", brand: "Samsung" });
    expect(ids(await listedTwice(app, GALAXY)).sort()).toEqual([id, other].sort());
    await injectAs(app, seller, { method: "PATCH", url: `/api/products/${id}/sold` });
    expect(ids(await listedTwice(app, GALAXY))).toEqual([other]);

    await injectAs(app, seller, { method: "DELETE", url: `/api/products/${other}` });
    expect(await listed(app, GALAXY)).toEqual([]);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("the list cache on two servers of one PostgreSQL database", () => {
  let servers: [FastifyInstance, FastifyInstance];

  beforeAll(async () => {
    servers = await createTestAppPair(postgresUrl ?? "");
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it("answers a write made through one server on the other's next request", async () => {
    const [one, other] = servers;
    const seller = await createUser(one, "Seller");
    const admin = await createUser(one, "Admin");
    expect(await listedTwice(other, ADVERTISED)).toEqual([]);

    const id = await createTestProduct(one, seller, { brand: "Samsung" });
    expect(ids(await listedTwice(other, SAMSUNG))).toEqual([id]);

    await injectAs(one, seller, { method: "PATCH", url: `/api/products/${id}` });
    expect(ids(await listedTwice(other, ADVERTISED))).toEqual([id]);

    await injectAs(one, admin, { method: "PATCH", url: `/api/users/${seller.id}` });
    expect((await listedTwice(other, ADVERTISED))[0]?.sellerVerified).toBe(true);

    const statusOn = async (server: FastifyInstance) =>
      (await server.inject({ method: "GET", url: `/api/products/${id}` })).json<ProductDetail>()
        .status;
    expect([await statusOn(other), await statusOn(other)]).toEqual(["available", "available"]);
    await injectAs(one, seller, { method: "PATCH", url: `/api/products/${id}/sold` });
    expect([await statusOn(other), await statusOn(other)]).toEqual(["sold", "sold"]);
    expect(await listedTwice(other, SAMSUNG)).toEqual([]);
    expect(await listedTwice(other, ADVERTISED)).toEqual([]);

    const again = await createTestProduct(one, seller, { brand: "Samsung" });
    expect(ids(await listedTwice(other, SAMSUNG))).toEqual([again]);
    await injectAs(one, admin, { method: "DELETE", url: `/api/products/${again}` });
    expect(await listed(other, SAMSUNG)).toEqual([]);
  });
});
