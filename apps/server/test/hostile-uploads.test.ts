import fs from "node:fs";
import path from "node:path";
import { constants, deflateSync } from "node:zlib";
import { cardImageUrl, type ApiError } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images } from "../src/modules/images/images.tables";
import { createTestApp, createUserFast, uploadImage, type TestUser } from "./helpers";

// The files an attacker would send as a "photo", made here by the test: each is refused with
// the right status, or stored only as a clean re-encoding (never the bytes that came in).
// apps/server/src/modules/images/images.test.ts covers the ordinary formats and limits.

const SCRIPT = "<html><body><script>alert(document.cookie)</script></body></html>";

const photo = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: "#3b2a22" } });

/** A JPEG with a comment segment (FF FE) holding `text` right after its start marker. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A whole 20000×20000 PNG of one flat grey, 400 megapixels in about 400 KB: every row is there
 * (not a header with the rest cut off), so a decoder that trusted it would fill 400 MB or more.
 */
function decompressionBomb(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  // Each row is its filter byte (0) and its pixels (0: black); run-length deflate is quick.
  const rows = deflateSync(Buffer.alloc((1 + side) * side), { strategy: constants.Z_RLE });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG with a text chunk holding `text`, just before its end chunk. */
function withTextChunk(png: Buffer, text: string): Buffer {
  const end = png.length - 12; // IEND is the last 12 bytes
  return Buffer.concat([
    png.subarray(0, end),
    pngChunk("tEXt", Buffer.from(`Comment\0${text}`, "latin1")),
    png.subarray(end),
  ]);
}

type Hostile = {
  name: string;
  make: () => Promise<Buffer>;
  filename: string;
  type: string;
  /** The status and code it is refused with, or "clean" when it is stored re-encoded. */
  outcome: { status: number; code: string } | "clean";
  /** The stored display size when clean (the 300×200 of `photo()` unless said). */
  size?: [number, number];
};

const REFUSED_TYPE = { status: 415, code: "UNSUPPORTED_IMAGE_TYPE" };

const FILES: Hostile[] = [
  {
    name: "a JPEG named .png",
    make: () => photo().jpeg().toBuffer(),
    filename: "phone.png",
    type: "image/png",
    outcome: "clean",
  },
  {
    name: "a PNG named .jpg",
    make: () => photo().png().toBuffer(),
    filename: "phone.jpg",
    type: "image/jpeg",
    outcome: "clean",
  },
  {
    name: "an SVG (with a script) named .jpg",
    make: async () =>
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">' +
          '<rect width="300" height="200" fill="red"/><script>alert(1)</script></svg>',
      ),
    filename: "phone.jpg",
    type: "image/jpeg",
    outcome: REFUSED_TYPE,
  },
  {
    name: "an HTML page named .jpg",
    make: async () => Buffer.from(SCRIPT),
    filename: "phone.jpg",
    type: "image/jpeg",
    outcome: REFUSED_TYPE,
  },
  {
    name: "a JPEG/HTML polyglot (HTML in a comment and after the image)",
    make: async () =>
      Buffer.concat([withComment(await photo().jpeg().toBuffer(), SCRIPT), Buffer.from(SCRIPT)]),
    filename: "phone.jpg",
    type: "image/jpeg",
    outcome: "clean",
  },
  {
    name: "a truncated JPEG",
    make: async () => {
      const jpeg = await photo(800, 600).jpeg().toBuffer();
      return jpeg.subarray(0, Math.floor(jpeg.length / 3));
    },
    filename: "phone.jpg",
    type: "image/jpeg",
    outcome: REFUSED_TYPE,
  },
  {
    name: "an empty file",
    make: async () => Buffer.alloc(0),
    filename: "phone.jpg",
    type: "image/jpeg",
    outcome: REFUSED_TYPE,
  },
  {
    name: "an 11 MB file",
    make: async () => Buffer.alloc(11 * 1024 * 1024, 0xff),
    filename: "phone.jpg",
    type: "image/jpeg",
    outcome: { status: 413, code: "IMAGE_TOO_LARGE" },
  },
  {
    name: "a 20000×20000 PNG of one flat colour (400 KB on disk)",
    make: async () => {
      const bomb = decompressionBomb();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      return bomb;
    },
    filename: "phone.png",
    type: "image/png",
    outcome: { status: 413, code: "IMAGE_TOO_MANY_PIXELS" },
  },
  {
    name: "a PNG with a script in a text chunk, named .jpg",
    make: async () => withTextChunk(await photo().png().toBuffer(), SCRIPT),
    filename: "phone.jpg",
    type: "image/jpeg",
    outcome: "clean",
  },
  {
    name: "a JPEG sent as text/html and named .html",
    make: () => photo().jpeg().toBuffer(),
    filename: "phone.html",
    type: "text/html",
    outcome: "clean",
  },
  {
    name: "a WebP with an HTML page after it",
    make: async () => Buffer.concat([await photo().webp().toBuffer(), Buffer.from(SCRIPT)]),
    filename: "phone.webp",
    type: "image/webp",
    outcome: "clean",
  },
  {
    name: "a 30000×1 PNG (a photo no taller than a line)",
    make: () => photo(30_000, 1).png().toBuffer(),
    filename: "phone.png",
    type: "image/png",
    outcome: "clean",
    size: [1200, 1],
  },
  {
    name: "a JPEG with GPS position in its EXIF",
    make: () =>
      photo()
        .jpeg()
        .withExif({
          IFD0: { Make: "PhoneMaker", Model: "Phone X" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "23/1 48/1 0/1" },
        })
        .toBuffer(),
    filename: "phone.jpg",
    type: "image/jpeg",
    outcome: "clean",
  },
];

let app: FastifyInstance;
let seller: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUserFast(app, "Seller");
});
afterAll(() => app?.close());

const HOSTILE_TEXT = ["<script", "<html", "<svg", "PhoneMaker", "Phone X", "GPS"];

/** A photo's bytes are a WebP made by us: no metadata, none of the sent bytes' text. */
async function expectCleanWebp(bytes: Buffer, where: string, maxSize: number) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format, where).toBe("webp");
  expect(meta.width, where).toBeGreaterThan(0);
  expect(meta.height, where).toBeGreaterThan(0);
  expect(Math.max(meta.width, meta.height), where).toBeLessThanOrEqual(maxSize);
  expect(meta.exif, where).toBeUndefined();
  expect(meta.xmp, where).toBeUndefined();
  expect(meta.icc, where).toBeUndefined();
  // It decodes to the end: no file cut short, and nothing but the WebP (RIFF size = file size).
  expect((await sharp(bytes).raw().toBuffer()).length, where).toBeGreaterThan(0);
  expect(bytes.subarray(0, 4).toString("latin1"), where).toBe("RIFF");
  expect(bytes.readUInt32LE(4) + 8, where).toBe(bytes.length);
  for (const text of HOSTILE_TEXT) {
    expect(bytes.includes(text), `${where} holds ${text}`).toBe(false);
  }
}

/** Both stored sizes, as the public route serves them: clean WebP, typed, nosniff. */
async function expectClean(url: string, [width, height]: [number, number]) {
  const display = await app.inject({ method: "GET", url });
  const card = await app.inject({ method: "GET", url: cardImageUrl(url) });
  for (const [response, file] of [
    [display, url],
    [card, cardImageUrl(url)],
  ] as const) {
    expect(response.statusCode, file).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    await expectCleanWebp(response.rawPayload, file, file === url ? 1200 : 480);
  }
  expect(await sharp(display.rawPayload).metadata()).toMatchObject({ width, height });
}

const folder = () => path.join(app.config.dataDir, "images");
const storedFiles = () => (fs.existsSync(folder()) ? fs.readdirSync(folder()).sort() : []);
const imageRows = async () => (await app.db.select({ name: images.name }).from(images)).length;

describe("hostile uploads", () => {
  it.each(FILES.map((file) => [file.name, file] as const))("%s", async (_name, file) => {
    const data = await file.make();
    const filesBefore = storedFiles();
    const rowsBefore = await imageRows();
    const response = await uploadImage(app, seller, data, {
      filename: file.filename,
      type: file.type,
    });
    const added = storedFiles().filter((name) => !filesBefore.includes(name));
    if (file.outcome === "clean") {
      expect(response.statusCode, response.body).toBe(200);
      const { url } = response.json<{ data: { url: string } }>().data;
      await expectClean(url, file.size ?? [300, 200]);
      // On disk: exactly the two WebP sizes the route serves, one new row, no temporary file.
      const name = url.slice("/images/".length, -".webp".length);
      expect(added).toEqual([`${name}-card.webp`, `${name}.webp`]);
      for (const stored of added) {
        const bytes = fs.readFileSync(path.join(folder(), stored));
        await expectCleanWebp(bytes, stored, stored.endsWith("-card.webp") ? 480 : 1200);
      }
      expect(await imageRows()).toBe(rowsBefore + 1);
    } else {
      expect(response.statusCode, response.body).toBe(file.outcome.status);
      expect(response.json<ApiError>().code).toBe(file.outcome.code);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      // A refused file leaves nothing behind: no file, not even a temporary one, and no row.
      expect(added).toEqual([]);
      expect(await imageRows()).toBe(rowsBefore);
    }
  });
});
