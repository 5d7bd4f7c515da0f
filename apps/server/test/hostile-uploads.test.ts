import { deflateSync } from "node:zlib";
import { cardImageUrl, type ApiError } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

/** A 20000×20000 PNG of a few hundred bytes: its header promises 400 megapixels. */
function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const firstRows = deflateSync(Buffer.alloc(4 * (1 + 3 * 20_000)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", firstRows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

type Hostile = {
  name: string;
  make: () => Promise<Buffer>;
  filename: string;
  type: string;
  /** The status and code it is refused with, or "clean" when it is stored re-encoded. */
  outcome: { status: number; code: string } | "clean";
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
    name: "a 20000×20000 PNG",
    make: async () => decompressionBomb(),
    filename: "phone.png",
    type: "image/png",
    outcome: { status: 413, code: "IMAGE_TOO_MANY_PIXELS" },
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

/** A stored photo must be a WebP made by us: no metadata, none of the sent bytes' text. */
async function expectClean(url: string) {
  for (const file of [url, cardImageUrl(url)]) {
    const response = await app.inject({ method: "GET", url: file });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const bytes = response.rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBeLessThanOrEqual(1200);
    expect(meta.height).toBeLessThanOrEqual(1200);
    expect(meta.exif).toBeUndefined();
    for (const text of ["<script", "<html", "PhoneMaker"]) {
      expect(bytes.includes(text), `${file} holds ${text}`).toBe(false);
    }
  }
}

describe("hostile uploads", () => {
  it.each(FILES.map((file) => [file.name, file] as const))("%s", async (_name, file) => {
    const data = await file.make();
    const response = await uploadImage(app, seller, data, {
      filename: file.filename,
      type: file.type,
    });
    if (file.outcome === "clean") {
      expect(response.statusCode, response.body).toBe(200);
      await expectClean(response.json<{ data: { url: string } }>().data.url);
    } else {
      expect(response.statusCode, response.body).toBe(file.outcome.status);
      expect(response.json<ApiError>().code).toBe(file.outcome.code);
    }
  });
});
