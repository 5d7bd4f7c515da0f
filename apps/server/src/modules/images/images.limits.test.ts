import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ApiError } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  testJpeg,
  uploadImage,
} from "../../../test/helpers";
import { deleteOrphanPhotoFiles, deleteUnlistedPhotos } from "../listings/listings.cleanup";
import { DAILY_UPLOAD_QUOTA } from "./images.service";
import { images } from "./images.tables";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("upload limits", () => {
  it("refuses a seller's uploads beyond UPLOAD_RATE_LIMIT a minute with 429 and Retry-After", async () => {
    app = await createTestApp({ UPLOAD_RATE_LIMIT: "2" });
    const seller = await createUserFast(app, "Seller");
    const other = await createUserFast(app, "Seller");
    const photo = await testJpeg();
    for (let i = 0; i < 2; i++)
      expect((await uploadImage(app, seller, photo)).statusCode).toBe(200);
    const limited = await uploadImage(app, seller, photo);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiError>().code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await uploadImage(app, other, photo)).statusCode).toBe(200);
  });

  it("refuses writes beyond WRITE_RATE_LIMIT a minute, never reads", async () => {
    app = await createTestApp({ WRITE_RATE_LIMIT: "3" });
    const buyer = await createUserFast(app, "Buyer");
    const book = () =>
      injectAs(app!, buyer, {
        method: "POST",
        url: "/api/bookedproducts",
        payload: { productId: randomUUID(), userLocation: "Dhaka", userPhone: "01712345678" },
      });
    for (let i = 0; i < 3; i++) expect((await book()).statusCode).toBe(404);
    expect((await book()).statusCode).toBe(429);
    const read = await injectAs(app, buyer, { method: "GET", url: "/api/advertisedProducts" });
    expect(read.statusCode).toBe(200);
  });

  it(`stops a seller at ${DAILY_UPLOAD_QUOTA} photos in 24 hours`, async () => {
    app = await createTestApp();
    const seller = await createUserFast(app, "Seller");
    await app.db.insert(images).values(
      Array.from({ length: DAILY_UPLOAD_QUOTA }, () => ({
        id: randomUUID(),
        name: randomBytes(16).toString("base64url"),
        ownerId: seller.id,
      })),
    );
    const response = await uploadImage(app, seller, await testJpeg());
    expect(response.statusCode).toBe(429);
    expect(response.json<ApiError>().code).toBe("UPLOAD_QUOTA_REACHED");
  });

  it("answers 503 with Retry-After when too many photos wait, and processes the rest", async () => {
    app = await createTestApp();
    const seller = await createUserFast(app, "Seller");
    const noise = await sharp(randomBytes(1600 * 1600 * 3), {
      raw: { width: 1600, height: 1600, channels: 3 },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const responses = await Promise.all(
      Array.from({ length: 24 }, () => uploadImage(app!, seller, noise)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    // At least one being processed and the eight waiting behind it.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(9);
    const busy = responses.filter((response) => response.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.json<ApiError>().code).toBe("UPLOADS_BUSY");
    expect(busy[0]!.headers["retry-after"]).toBe("5");
  });
});

describe("deleteUnlistedPhotos", () => {
  it("deletes photos over a day old that no listing uses, with their files", async () => {
    app = await createTestApp();
    const seller = await createUserFast(app, "Seller");
    await createTestProduct(app, seller);
    const unlisted = await uploadImage(app, seller, await testJpeg());
    const unlistedUrl = unlisted.json<{ data: { url: string } }>().data.url;
    const fresh = await uploadImage(app, seller, await testJpeg());
    expect(fresh.statusCode).toBe(200);

    // Nothing is a day old yet.
    expect(await deleteUnlistedPhotos(app)).toBe(0);
    const tomorrow = Date.now() + 25 * 60 * 60 * 1000;
    // A day later both unlisted photos go; the listed one stays.
    expect(await deleteUnlistedPhotos(app, tomorrow)).toBe(2);
    expect((await app.inject({ method: "GET", url: unlistedUrl })).statusCode).toBe(404);
    expect(await app.db.select().from(images)).toHaveLength(1);
  });
});

describe("deleteOrphanPhotoFiles", () => {
  it("deletes files over a day old that no photo row names, and temporary files", async () => {
    app = await createTestApp();
    const seller = await createUserFast(app, "Seller");
    const kept = (await uploadImage(app, seller, await testJpeg())).json<{
      data: { url: string };
    }>().data.url;
    const keptName = kept.slice("/images/".length, -".webp".length);
    // What a server killed mid-upload leaves: both sizes written but no row, or a half-written
    // temporary file (of a new photo, or of one whose row exists).
    const folder = path.join(app.config.dataDir, "images");
    const orphan = randomBytes(16).toString("base64url");
    const leftovers = [
      `${orphan}.webp`,
      `${orphan}-card.webp`,
      `${randomBytes(16).toString("base64url")}.webp.0123456789ab.tmp`,
      `${keptName}-card.webp.ba9876543210.tmp`,
    ];
    for (const file of leftovers) fs.writeFileSync(path.join(folder, file), "half a photo");
    fs.writeFileSync(path.join(folder, "README.txt"), "not ours");
    const files = () => fs.readdirSync(folder).sort();
    const before = files();

    // Younger than a day, they may be an upload in progress: nothing goes.
    expect(await deleteOrphanPhotoFiles(app)).toBe(0);
    expect(files()).toEqual(before);

    const tomorrow = Date.now() + 25 * 60 * 60 * 1000;
    expect(await deleteOrphanPhotoFiles(app, tomorrow)).toBe(leftovers.length);
    expect(files()).toEqual([`${keptName}-card.webp`, `${keptName}.webp`, "README.txt"].sort());
    for (const file of [kept, `/images/${keptName}-card.webp`]) {
      expect((await app.inject({ method: "GET", url: file })).statusCode).toBe(200);
    }
  });
});
