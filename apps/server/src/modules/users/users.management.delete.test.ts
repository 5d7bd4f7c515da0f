import { randomUUID } from "node:crypto";
import type { ApiError, Product, ReportedProduct } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  uploadTestImage,
  type TestUser,
} from "../../../test/helpers";
import { eq } from "drizzle-orm";
import { products } from "../listings/listings.tables";
import { bookOk, myOrders, productBookings } from "../deals/deals.test-helpers";
import { deleteUser } from "./users.management.service";

let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUserFast(app, "Admin");
});
afterAll(() => app.close());

const deleteAs = (who: TestUser | undefined, id: string) =>
  injectAs(app, who, { method: "DELETE", url: `/api/users/${id}` });

async function getIds(url: string): Promise<string[]> {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  return response.json<Product[]>().map((p) => p._id);
}

async function reportedIds(): Promise<Map<string, number>> {
  const response = await injectAs(app, admin, { method: "GET", url: "/api/reportedProducts" });
  expect(response.statusCode).toBe(200);
  return new Map(response.json<ReportedProduct[]>().map((p) => [p._id, p.reportCount]));
}

const files = (url: string) => {
  const display = url.slice("/images/".length);
  return [display, display.replace(/\.webp$/, "-card.webp")];
};
const storedFiles = async (urls: string[]) =>
  (await Promise.all(urls.flatMap(files).map((f) => app.imageStorage.read(f)))).filter(Boolean)
    .length;

const report = (who: TestUser, id: string) =>
  injectAs(app, who, { method: "PATCH", url: `/api/products/reported/${id}`, payload: {} });

describe("DELETE /api/users/:id", () => {
  it("deletes a seller with their phones, sessions, photos, bookings and reports", async () => {
    const [seller, buyer, other] = await Promise.all([
      createUserFast(app, "Seller"),
      createUserFast(app, "Buyer"),
      createUserFast(app, "Seller"),
    ]);
    const photo = await uploadTestImage(app, seller);
    const spare = await uploadTestImage(app, seller);
    const listed = await createTestProduct(app, seller, { img: photo, brand: "Samsung" });
    const plain = await createTestProduct(app, seller, { brand: "Samsung" });
    const kept = await createTestProduct(app, other, { brand: "Samsung" });
    await injectAs(app, seller, { method: "PATCH", url: `/api/products/${listed}` });
    await bookOk(app, buyer, listed);
    expect((await report(buyer, plain)).statusCode).toBe(200);
    expect((await report(seller, kept)).statusCode).toBe(200);
    expect(await getIds("/api/advertisedProducts")).toContain(listed);
    expect(await storedFiles([photo, spare])).toBe(4);

    const response = await deleteAs(admin, seller.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });

    const category = await getIds("/api/products?category=samsung");
    expect(category).not.toContain(listed);
    expect(category).not.toContain(plain);
    expect(category).toContain(kept);
    expect(await getIds("/api/advertisedProducts")).not.toContain(listed);
    const jwt = await injectAs(app, seller, { method: "GET", url: "/api/jwt" });
    expect(jwt.statusCode).toBe(401);
    expect(await storedFiles([photo, spare])).toBe(0);
    expect(await myOrders(app, buyer)).toEqual([]);
    const reported = await reportedIds();
    expect(reported.has(plain)).toBe(false);
    expect(reported.has(kept)).toBe(false);
    expect((await deleteAs(admin, seller.id)).statusCode).toBe(404);
  });

  it("deletes a buyer, whose bookings leave the seller's list and whose reports go", async () => {
    const [seller, buyer, stays] = await Promise.all([
      createUserFast(app, "Seller"),
      createUserFast(app, "Buyer"),
      createUserFast(app, "Buyer"),
    ]);
    const product = await createTestProduct(app, seller);
    await bookOk(app, buyer, product);
    await bookOk(app, stays, product);
    await report(buyer, product);
    await report(stays, product);
    expect((await reportedIds()).get(product)).toBe(2);

    expect((await deleteAs(admin, buyer.id)).statusCode).toBe(200);
    const bookings = await productBookings(app, seller, product);
    expect(bookings.map((b) => b.buyerName)).toEqual([stays.name]);
    expect((await reportedIds()).get(product)).toBe(1);
    expect(await getIds("/api/products?category=apple")).toContain(product);
  });

  it("keeps every row and photo file when the transaction fails", async () => {
    const [seller, other] = await Promise.all([
      createUserFast(app, "Seller"),
      createUserFast(app, "Seller"),
    ]);
    const photo = await uploadTestImage(app, seller);
    const product = await createTestProduct(app, seller, { img: photo });
    // A listing of another seller's photo (the API never allows it) makes the delete fail.
    const [row] = await app.db.select().from(products).where(eq(products.id, product));
    await app.db.insert(products).values({ ...row!, id: randomUUID(), sellerId: other.id });

    const response = await deleteAs(admin, seller.id);
    expect(response.statusCode).toBe(500);
    expect(response.json<ApiError>()).toEqual({
      statusCode: 500,
      code: "INTERNAL_ERROR",
      message: "Something went wrong on our side.",
    });
    expect(await storedFiles([photo])).toBe(2);
    expect(await getIds("/api/products?category=apple")).toContain(product);
    const jwt = await injectAs(app, seller, { method: "GET", url: "/api/jwt" });
    expect(jwt.statusCode).toBe(200);
  });

  it("returns 404 for an unknown id", async () => {
    const response = await deleteAs(admin, "no-such-user");
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().code).toBe("USER_NOT_FOUND");
  });

  it("refuses to let an admin delete themselves (403)", async () => {
    const response = await deleteAs(admin, admin.id);
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>()).toMatchObject({
      code: "CANNOT_DELETE_SELF",
      message: "You cannot delete your own account.",
    });
    const jwt = await injectAs(app, admin, { method: "GET", url: "/api/jwt" });
    expect(jwt.statusCode).toBe(200);
  });

  it("never deletes the last admin (409)", async () => {
    await expect(
      deleteUser(app.db, app.imageStorage, app.log, "x", admin.id),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: "LAST_ADMIN",
      message: "The last admin cannot be deleted.",
    });
    const jwt = await injectAs(app, admin, { method: "GET", url: "/api/jwt" });
    expect(jwt.statusCode).toBe(200);
  });

  it("lets one of two admins deleting each other at once win, never both", async () => {
    const second = await createUserFast(app, "Admin");
    const answers = await Promise.all([deleteAs(admin, second.id), deleteAs(second, admin.id)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const alive = await Promise.all(
      [admin, second].map((who) => injectAs(app, who, { method: "GET", url: "/api/jwt" })),
    );
    expect(alive.filter((a) => a.statusCode === 200)).toHaveLength(1);
  });
});
