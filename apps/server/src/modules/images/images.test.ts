import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ApiError } from "@bechedaw/shared";
import { cardImageUrl } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createTestApp,
  createUser,
  injectAs,
  testJpeg,
  uploadImage,
  type TestUser,
} from "../../../test/helpers";
import { images } from "./images.tables";

let app: FastifyInstance;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUser(app, "Seller");
  buyer = await createUser(app, "Buyer");
});
afterAll(() => app.close());

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#fd8f5f" } });

async function uploadedUrl(data: Buffer, type = "image/jpeg") {
  const response = await uploadImage(app, seller, data, { type });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: true; data: { url: string } }>().data.url;
}

async function fetchImage(url: string) {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  return { response, meta: await sharp(response.rawPayload).metadata() };
}

describe("POST /api/images", () => {
  it("stores a display and a card WebP and records the seller as owner", async () => {
    const response = await uploadImage(app, seller, await solid(2400, 1600).jpeg().toBuffer());
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: true; data: { url: string } }>();
    expect(body.success).toBe(true);
    expect(body.data.url).toMatch(/^\/images\/[A-Za-z0-9_-]{22}\.webp$/);

    const display = await fetchImage(body.data.url);
    expect(display.meta).toMatchObject({ format: "webp", width: 1200, height: 800 });
    const card = await fetchImage(cardImageUrl(body.data.url));
    expect(card.meta).toMatchObject({ format: "webp", width: 480, height: 320 });

    const name = body.data.url.slice("/images/".length, -".webp".length);
    const [row] = await app.db.select().from(images).where(eq(images.name, name));
    expect(row?.ownerId).toBe(seller.id);
  });

  it("accepts PNG and WebP, and never enlarges a small photo", async () => {
    for (const [data, type] of [
      [await solid(300, 200).png().toBuffer(), "image/png"],
      [await solid(300, 200).webp().toBuffer(), "image/webp"],
    ] as const) {
      const { meta } = await fetchImage(await uploadedUrl(data, type));
      expect(meta).toMatchObject({ format: "webp", width: 300, height: 200 });
    }
  });

  it("accepts AVIF, which this sharp decodes", async () => {
    const { meta } = await fetchImage(await uploadedUrl(await solid(90, 60).avif().toBuffer()));
    expect(meta).toMatchObject({ format: "webp", width: 90, height: 60 });
  });

  it("turns a phone photo upright and strips its EXIF and GPS data", async () => {
    const photo = await solid(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Phone X" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "23/1 48/1 0/1" },
      })
      .toBuffer();
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // GPS IFD pointer

    const url = await uploadedUrl(photo);
    for (const file of [url, cardImageUrl(url)]) {
      const { response, meta } = await fetchImage(file);
      expect(meta).toMatchObject({ width: 200, height: 400 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(response.rawPayload.includes("PhoneMaker")).toBe(false);
    }
  });

  it("returns 401 when signed out and 403 for a buyer", async () => {
    const photo = await testJpeg();
    const signedOut = await uploadImage(app, undefined, photo);
    expect(signedOut.statusCode).toBe(401);
    const asBuyer = await uploadImage(app, buyer, photo);
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json<ApiError>().code).toBe("NOT_A_SELLER");
  });

  it("returns 400 when the field image is missing", async () => {
    const response = await uploadImage(app, seller, await testJpeg(), { field: "photo" });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>()).toMatchObject({
      code: "IMAGE_REQUIRED",
      details: [{ path: "body/image", message: "Image is required" }],
    });

    const form = new FormData();
    form.append("name", "no file here");
    const noFile = await injectAs(app, seller, {
      method: "POST",
      url: "/api/images",
      payload: form,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<ApiError>().code).toBe("IMAGE_REQUIRED");
  });

  it("returns 400 IMAGE_UNREADABLE for a multipart body that breaks off", async () => {
    const boundary = "----bechedaw-test";
    const response = await injectAs(app, seller, {
      method: "POST",
      url: "/api/images",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot all of it`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>()).toMatchObject({
      code: "IMAGE_UNREADABLE",
      message: "The upload could not be read; please try again.",
    });
  });

  it("returns 415 in JSON when the request is not multipart", async () => {
    // A type Fastify has no parser for is refused before the route: its generic code.
    for (const [type, payload, code] of [
      ["application/json", JSON.stringify({ image: "x" }), "MULTIPART_REQUIRED"],
      ["text/plain", "hello", "MULTIPART_REQUIRED"],
      ["application/octet-stream", "hello", "UNSUPPORTED_MEDIA_TYPE"],
    ] as const) {
      const response = await injectAs(app, seller, {
        method: "POST",
        url: "/api/images",
        headers: { "content-type": type },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json<ApiError>()).toMatchObject({ code });
    }
  });

  it("returns 415 for a text file named .jpg, a GIF, a TIFF and a truncated JPEG", async () => {
    const jpeg = await solid(200, 100).jpeg().toBuffer();
    for (const data of [
      Buffer.from("this is not a photo"),
      await solid(20, 20).gif().toBuffer(),
      await solid(20, 20).tiff().toBuffer(),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      Buffer.alloc(0),
    ]) {
      const response = await uploadImage(app, seller, data, { filename: "phone.jpg" });
      expect(response.statusCode).toBe(415);
      expect(response.json<ApiError>()).toMatchObject({
        code: "UNSUPPORTED_IMAGE_TYPE",
        message: "Please upload a JPEG, PNG or WebP photo.",
      });
    }
  });

  it("returns 413 for a file over 10 MB", async () => {
    const response = await uploadImage(app, seller, Buffer.alloc(11 * 1024 * 1024, 7));
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiError>()).toMatchObject({
      code: "IMAGE_TOO_LARGE",
      message: "The photo must be 10 MB or smaller.",
    });
  });

  it("returns 413 for a photo of more than 40 megapixels", async () => {
    const huge = await solid(8000, 5001).png({ compressionLevel: 9 }).toBuffer();
    const response = await uploadImage(app, seller, huge, { type: "image/png" });
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiError>()).toMatchObject({
      code: "IMAGE_TOO_MANY_PIXELS",
      message: expect.stringContaining("40 megapixels") as unknown,
    });
  });
});

describe("GET /images/:file", () => {
  it("serves a stored photo with immutable caching and nosniff", async () => {
    const url = await uploadedUrl(await testJpeg());
    const { response } = await fetchImage(url);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    // Streamed from the file, with its length.
    const file = fs.readFileSync(path.join(app.config.dataDir, "images", url.slice(8)));
    expect(response.headers["content-length"]).toBe(String(file.length));
    expect(response.rawPayload).toEqual(file);
    const head = await app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(file.length));
    expect(head.rawPayload).toHaveLength(0);
  });

  it("answers a storage failure in JSON, never cached, when no byte has gone yet", async () => {
    const url = await uploadedUrl(await testJpeg());
    const failing = new Readable({
      read() {
        this.destroy(new Error("disk read failed"));
      },
    });
    const open = vi.spyOn(app.imageStorage, "open").mockResolvedValueOnce({ stream: failing });
    try {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(500);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json<ApiError>()).toMatchObject({ code: "INTERNAL_ERROR" });
      expect(response.headers["cache-control"]).toBeUndefined();
      expect(response.body).not.toContain("disk read failed");
    } finally {
      open.mockRestore();
    }
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
  });

  it("answers 404 for a folder that has a photo's name", async () => {
    const file = "BBBBBBBBBBBBBBBBBBBBBB.webp";
    fs.mkdirSync(path.join(app.config.dataDir, "images", file));
    try {
      const response = await app.inject({ method: "GET", url: `/images/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiError>()).toMatchObject({ code: "IMAGE_NOT_FOUND" });
    } finally {
      fs.rmdirSync(path.join(app.config.dataDir, "images", file));
    }
  });

  it("returns 404 in JSON for unknown and malformed file names", async () => {
    for (const [file, code] of [
      ["AAAAAAAAAAAAAAAAAAAAAA.webp", "IMAGE_NOT_FOUND"],
      ["AAAAAAAAAAAAAAAAAAAAAA-card.webp", "IMAGE_NOT_FOUND"],
      ["photo.jpg", "IMAGE_NOT_FOUND"],
      ["..%2F..%2Fpackage.json", "IMAGE_NOT_FOUND"],
      // "/images/.." is "/", no image route at all.
      ["%2e%2e", "ROUTE_NOT_FOUND"],
    ]) {
      const response = await app.inject({ method: "GET", url: `/images/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiError>()).toMatchObject({ code });
    }
  });

  it("keeps the files in the data folder's images directory", () => {
    const folder = path.join(app.config.dataDir, "images");
    const files = fs.readdirSync(folder);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => /^[A-Za-z0-9_-]{22}(-card)?\.webp$/.test(file))).toBe(true);
  });
});
