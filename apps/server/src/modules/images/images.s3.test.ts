import type { Readable } from "node:stream";
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { cardImageUrl } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUser,
  injectAs,
  testJpeg,
  uploadImage,
  uploadTestImage,
  uploadTestProof,
  type TestUser,
} from "../../../test/helpers";
import { startTestS3Server, type TestS3Server } from "../../../test/s3";
import { createS3ImageStorage, objectKeyOf } from "./images.s3-storage";
import { findImageNamesOf } from "./images.service";

let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(() => s3.close());

const IMMUTABLE = "public, max-age=31536000, immutable";
const NAME = "AbCdEfGhIjKlMnOpQrStUv";

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
}

describe("createS3ImageStorage", () => {
  it("puts, reads, opens, lists and removes a photo, under public/ or private/", async () => {
    const bucket = await s3.createBucket();
    const storage = createS3ImageStorage(s3.settings(bucket));
    await storage.put(`${NAME}.webp`, Buffer.from("display"));
    await storage.put(`${NAME}-card.webp`, Buffer.from("card"));
    await storage.put(`${NAME}-private.webp`, Buffer.from("proof"));

    expect(await s3.keys(bucket)).toEqual([
      `private/${NAME}-private.webp`,
      `public/${NAME}-card.webp`,
      `public/${NAME}.webp`,
    ]);
    expect((await storage.read(`${NAME}-card.webp`))?.toString()).toBe("card");
    expect((await storage.read(`${NAME}-private.webp`))?.toString()).toBe("proof");
    const opened = await storage.open(`${NAME}.webp`);
    expect(opened?.size).toBe("display".length);
    expect(await text(opened!.stream)).toBe("display");

    const object = await s3.client.send(
      new GetObjectCommand({ Bucket: bucket, Key: `public/${NAME}.webp` }),
    );
    expect(object.ContentType).toBe("image/webp");
    expect(object.CacheControl).toBe(IMMUTABLE);

    const listed = await storage.list();
    expect(listed.map((file) => [file.name, file.size]).sort()).toEqual([
      [`${NAME}-card.webp`, 4],
      [`${NAME}-private.webp`, 5],
      [`${NAME}.webp`, 7],
    ]);
    for (const file of listed) {
      expect(file.modifiedAt).toBeInstanceOf(Date);
      expect(Math.abs(file.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    }

    await storage.remove(`${NAME}-card.webp`);
    expect(await storage.read(`${NAME}-card.webp`)).toBeNull();
    expect(await s3.keys(bucket)).toEqual([`private/${NAME}-private.webp`, `public/${NAME}.webp`]);
  });

  it("answers null for a missing file and removes a missing one without an error", async () => {
    const storage = createS3ImageStorage(s3.settings(await s3.createBucket()));
    expect(await storage.read(`${NAME}.webp`)).toBeNull();
    expect(await storage.open(`${NAME}.webp`)).toBeNull();
    await expect(storage.remove(`${NAME}.webp`)).resolves.toBeUndefined();
  });

  it("throws for a missing bucket instead of calling every photo missing", async () => {
    const storage = createS3ImageStorage(s3.settings("no-such-bucket"));
    await expect(storage.read(`${NAME}.webp`)).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(storage.open(`${NAME}.webp`)).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(storage.list()).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(storage.checkWritable()).rejects.toMatchObject({ name: "NoSuchBucket" });
  });

  it("refuses names that are not ours, as the folder storage does", async () => {
    const storage = createS3ImageStorage(s3.settings(await s3.createBucket()));
    for (const name of ["../public/x.webp", "private/x.webp", "x.png", ""]) {
      await expect(storage.put(name, Buffer.from("x"))).rejects.toThrow(/Unsafe image file name/);
      await expect(storage.read(name)).rejects.toThrow(/Unsafe image file name/);
    }
    expect(() => objectKeyOf("a/b.webp")).toThrow(/Unsafe image file name/);
  });

  it("lists every page, and only our names under the prefix they belong to", async () => {
    const bucket = await s3.createBucket();
    const storage = createS3ImageStorage(s3.settings(bucket), { pageSize: 2 });
    const names = Array.from({ length: 5 }, (_, i) => `${NAME.slice(0, -1)}${i}.webp`);
    for (const name of names) await storage.put(name, Buffer.from(name));
    await storage.put(`${NAME}-private.webp`, Buffer.from("proof"));
    // Not ours: another app's files, a proof under the public prefix, a key outside both.
    const strays = ["public/notes.txt", "public/a/b.webp", `public/${NAME}-private.webp`, "x.webp"];
    for (const Key of strays) {
      await s3.client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: "x" }));
    }
    const listed = (await storage.list()).map((file) => file.name).sort();
    expect(listed).toEqual([...names, `${NAME}-private.webp`].sort());
  });

  it("checks that it can write by putting and removing a probe", async () => {
    const bucket = await s3.createBucket();
    await createS3ImageStorage(s3.settings(bucket)).checkWritable();
    expect(await s3.keys(bucket)).toEqual([]);
  });
});

describe("the app with photos in S3", () => {
  let app: FastifyInstance;
  let bucket: string;
  let seller: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    bucket = await s3.createBucket();
    app = await createTestApp(s3.env(bucket));
    seller = await createUser(app, "Seller");
    buyer = await createUser(app, "Buyer");
  });
  afterAll(() => app.close());

  it("stores an upload's two sizes in the bucket and streams them back with their headers", async () => {
    const url = await uploadTestImage(app, seller);
    const file = url.slice("/images/".length);
    expect(await s3.keys(bucket)).toEqual(
      expect.arrayContaining([`public/${file}`, `public/${file.replace(".webp", "-card.webp")}`]),
    );

    for (const address of [url, cardImageUrl(url)]) {
      const response = await app.inject({ method: "GET", url: address });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe(IMMUTABLE);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
      expect((await sharp(response.rawPayload).metadata()).format).toBe("webp");
      const object = await s3.client.send(
        new GetObjectCommand({ Bucket: bucket, Key: `public/${address.slice(8)}` }),
      );
      expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(response.rawPayload);
    }
  });

  it("answers 404 JSON for an unknown or malformed photo", async () => {
    for (const url of [`/images/${NAME}.webp`, "/images/..%2Fprivate%2Fx.webp", "/images/x.png"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: "IMAGE_NOT_FOUND" });
    }
  });

  it("keeps a private proof under private/, away from the public route", async () => {
    const url = await uploadTestProof(app, seller);
    const file = url.slice("/api/images/private/".length);
    const stored = file.replace(".webp", "-private.webp");
    expect(await s3.keys(bucket)).toContain(`private/${stored}`);
    expect((await app.inject({ method: "GET", url: `/images/${stored}` })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/images/${file}` })).statusCode).toBe(404);
    const own = await injectAs(app, seller, { method: "GET", url });
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect((await sharp(own.rawPayload).metadata()).format).toBe("webp");
    expect((await injectAs(app, buyer, { method: "GET", url })).statusCode).toBe(404);
  });

  it("is ready when a probe can be written to the bucket", async () => {
    const response = await app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ready", checks: { storage: "ok" } });
  });

  it("allows no other image origin in its CSP without S3_PUBLIC_URL", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(String(response.headers["content-security-policy"])).toContain(
      "img-src 'self' data: blob:;",
    );
  });
});

describe("the app on a bucket that does not exist", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(s3.env("no-such-bucket"));
  });
  afterAll(() => app.close());

  it("is not ready, naming the storage and not the bucket", async () => {
    const response = await app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: "not-ready",
      checks: { database: "ok", storage: "photo storage not writable" },
    });
    expect(response.body).not.toContain("no-such-bucket");
  });

  it("answers a photo with a JSON 500 before any byte of it, not a hang or a broken body", async () => {
    const response = await app.inject({ method: "GET", url: `/images/${NAME}.webp` });
    expect(response.statusCode).toBe(500);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ statusCode: 500, code: "INTERNAL_ERROR" });
    expect(response.body).not.toContain("no-such-bucket");
  });

  it("refuses an upload with a JSON error and keeps no row of it", async () => {
    const seller = await createUser(app, "Seller");
    const response = await uploadImage(app, seller, await testJpeg());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ statusCode: 500, code: "INTERNAL_ERROR" });
    expect(await findImageNamesOf(app.db, seller.id)).toEqual([]);
  });
});

describe("S3_PUBLIC_URL", () => {
  const publicUrl = "https://photos.bechedaw.example/public";
  let app: FastifyInstance;
  let bucket: string;
  let seller: TestUser;

  beforeAll(async () => {
    bucket = await s3.createBucket();
    app = await createTestApp({ ...s3.env(bucket), S3_PUBLIC_URL: `${publicUrl}/` });
    seller = await createUser(app, "Seller");
  });
  afterAll(() => app.close());

  it("redirects a public photo to the bucket for good, with the photo's own caching", async () => {
    const url = await uploadTestImage(app, seller);
    for (const address of [url, cardImageUrl(url)]) {
      const response = await app.inject({ method: "GET", url: address });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`${publicUrl}${address.slice("/images".length)}`);
      expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    }
  });

  it("redirects no name that is not a public photo's", async () => {
    for (const url of ["/images/x.png", `/images/${NAME}-private.webp`, "/images/a%2Fb.webp"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it("still serves a private proof through the app, to its owner only", async () => {
    const url = await uploadTestProof(app, seller);
    const response = await injectAs(app, seller, { method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers["content-type"]).toBe("image/webp");
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
  });

  it("lets pages load images from the bucket's origin, and from no other", async () => {
    for (const url of ["/api/health", "/category/Samsung", "/no-such-page"]) {
      const csp = String(
        (await app.inject({ method: "GET", url })).headers["content-security-policy"],
      );
      expect(csp, url).toContain("img-src 'self' data: blob: https://photos.bechedaw.example;");
      expect(csp, url).toContain("default-src 'self';");
    }
  });
});
