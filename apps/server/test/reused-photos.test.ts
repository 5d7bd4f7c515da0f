// The reused-photo signal (docs/decisions/021-reused-photos.md), with real sharp on
// real photographs and the real database (PostgreSQL with TEST_DATABASE_URL).
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawPhoneArtwork } from "../src/modules/demo/demo.artwork";
import { hashUnhashedImages } from "../src/modules/images/images.service";
import { images } from "../src/modules/images/images.tables";
import { productFlags } from "../src/modules/listings/listings.flags.tables";
import { findReusedPhotos } from "../src/modules/listings/listings.reused-photos.service";
import {
  createTestApp,
  createUserFast,
  injectAs,
  productInput,
  uploadImage,
  type TestUser,
} from "./helpers";

const photo = (file: string) =>
  fs.readFileSync(path.join(import.meta.dirname, "fixtures/photos", file));

let app: FastifyInstance;
let original: TestUser;
let copier: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [original, copier] = [await createUserFast(app, "Seller"), await createUserFast(app, "Seller")];
}, 60_000);
afterAll(() => app.close());

async function upload(who: TestUser, data: Buffer): Promise<{ url: string; id: string }> {
  const response = await uploadImage(app, who, data);
  expect(response.statusCode, response.body).toBe(200);
  const url = response.json<{ data: { url: string } }>().data.url;
  const name = url.slice("/images/".length, -".webp".length);
  const [row] = await app.db.select({ id: images.id }).from(images).where(eq(images.name, name));
  return { url, id: row!.id };
}

async function list(who: TestUser, urls: string[]): Promise<string> {
  const [cover, ...extraPhotos] = urls;
  const response = await injectAs(app, who, {
    method: "POST",
    url: "/api/products",
    payload: productInput(cover!, { extraPhotos }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ insertedId: string }>().insertedId;
}

async function edit(who: TestUser, id: string, urls: string[]) {
  const [cover, ...extraPhotos] = urls;
  const response = await injectAs(app, who, {
    method: "PUT",
    url: `/api/products/${id}`,
    payload: productInput(cover!, { extraPhotos }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

const reusedPhotoFlag = async (productId: string) => {
  const [row] = await app.db
    .select()
    .from(productFlags)
    .where(and(eq(productFlags.productId, productId), eq(productFlags.kind, "reused-photo")));
  return row;
};

/** Copies a thief might post: re-encoded, resized, lightly cropped, or all three. */
async function copiesOf(data: Buffer): Promise<Record<string, Buffer>> {
  const { width, height } = await sharp(data).metadata();
  const crop = (left: number, top: number, right: number, bottom: number) =>
    sharp(data).extract({
      left: Math.round(width * left),
      top: Math.round(height * top),
      width: Math.floor(width * (1 - left - right)),
      height: Math.floor(height * (1 - top - bottom)),
    });
  return {
    "re-encoded at JPEG quality 45": await sharp(data).jpeg({ quality: 45 }).toBuffer(),
    "resized to 55 %": await sharp(data)
      .resize(Math.round(width * 0.55))
      .jpeg({ quality: 80 })
      .toBuffer(),
    "as a WebP": await sharp(data).webp({ quality: 70 }).toBuffer(),
    "cropped 2 % all round": await crop(0.02, 0.02, 0.02, 0.02).jpeg().toBuffer(),
    "cropped 2 % off the left and 3 % off the bottom": await crop(0.02, 0, 0, 0.03)
      .jpeg()
      .toBuffer(),
    "cropped 3 % off the top and bottom": await crop(0, 0.03, 0, 0.03).jpeg().toBuffer(),
    "cropped 2 %, resized to 70 %, quality 60": await crop(0.02, 0.01, 0.01, 0.02)
      .resize(Math.round(width * 0.7))
      .jpeg({ quality: 60 })
      .toBuffer(),
  };
}

/** Different pictures: two real photographs, other parts of them, and drawn phones. */
async function differentPictures(): Promise<Record<string, Buffer>> {
  const coffee = photo("coffee-cup.jpg");
  const board = photo("circuit-board.jpg");
  const part = (data: Buffer, left: number, top: number, width: number, height: number) =>
    sharp(data).extract({ left, top, width, height }).jpeg().toBuffer();
  const phone = (brand: "Apple" | "Samsung", model: string, finish: number) =>
    sharp(Buffer.from(drawPhoneArtwork({ brand, model, storage: "128GB", finish })))
      .jpeg()
      .toBuffer();
  return {
    "a cup of coffee": coffee,
    "a circuit board": board,
    "the cup's left side": await part(coffee, 0, 0, 260, 400),
    "the cup's right side": await part(coffee, 340, 0, 260, 400),
    "the board's USB ports": await part(board, 480, 200, 240, 277),
    "the board's pin header": await part(board, 0, 0, 360, 160),
    "a drawn iPhone": await phone("Apple", "iPhone 13", 0),
    "the board's top, upside down": await sharp(board).rotate(180).jpeg().toBuffer(),
  };
}

describe("findReusedPhotos", () => {
  it("finds a re-encoded, resized or lightly cropped copy of another seller's listed photo", async () => {
    for (const file of ["coffee-cup.jpg", "circuit-board.jpg"]) {
      const theirs = await upload(original, photo(file));
      const productId = await list(original, [theirs.url]);
      for (const [how, data] of Object.entries(await copiesOf(photo(file)))) {
        const copy = await upload(copier, data);
        const found = await findReusedPhotos(app.db, [copy.id], copier.id);
        expect(found, `${file} ${how}`).toEqual([
          {
            imageId: copy.id,
            copies: [
              {
                imageId: theirs.id,
                sellerId: original.id,
                productIds: [productId],
                distance: expect.any(Number) as number,
              },
            ],
          },
        ]);
      }
    }
  }, 60_000);

  it("finds each of several different pictures only as itself", async () => {
    const [first, second] = [
      await createUserFast(app, "Seller"),
      await createUserFast(app, "Seller"),
    ];
    const pictures = Object.entries(await differentPictures());
    const listed = new Map<string, string>();
    for (const [name, data] of pictures) {
      const image = await upload(first, data);
      await list(first, [image.url]);
      listed.set(name, image.id);
    }
    for (const [name, data] of pictures) {
      const again = await upload(second, data);
      const found = await findReusedPhotos(app.db, [again.id], second.id);
      // Only the first seller's listings: the other tests list some of these pictures too.
      const matches = found.flatMap((reused) =>
        reused.copies.filter((copy) => copy.sellerId === first.id).map((copy) => copy.imageId),
      );
      expect(matches, name).toEqual([listed.get(name)]);
    }
  }, 60_000);

  it("does not count a seller's own photo, nor a copy no listing shows", async () => {
    const seller = await createUserFast(app, "Seller");
    const board = photo("circuit-board.jpg");
    const listedPhoto = await upload(seller, board);
    await list(seller, [listedPhoto.url]);
    const again = await upload(seller, await sharp(board).jpeg({ quality: 50 }).toBuffer());
    const found = await findReusedPhotos(app.db, [again.id], seller.id);
    expect(found.flatMap((reused) => reused.copies).map((copy) => copy.sellerId)).not.toContain(
      seller.id,
    );

    const unlisted = await upload(seller, await phonePhoto(0));
    const someoneElse = await createUserFast(app, "Seller");
    const copy = await upload(someoneElse, await phonePhoto(0));
    expect(await findReusedPhotos(app.db, [copy.id], someoneElse.id)).toEqual([]);
    await list(seller, [unlisted.url]);
    expect(await findReusedPhotos(app.db, [copy.id], someoneElse.id)).toHaveLength(1);
  }, 60_000);

  it("leaves out a flat photo, which has no hash", async () => {
    const seller = await createUserFast(app, "Seller");
    const flat = await sharp({
      create: { width: 200, height: 150, channels: 3, background: "#ffffff" },
    })
      .jpeg()
      .toBuffer();
    const image = await upload(seller, flat);
    const [row] = await app.db
      .select({ hash: images.perceptualHash })
      .from(images)
      .where(eq(images.id, image.id));
    expect(row?.hash).toBeNull();
    expect(await findReusedPhotos(app.db, [image.id], seller.id)).toEqual([]);
  });
});

describe("photos stored before hashes", () => {
  it("are hashed from their display file, as the upload was", async () => {
    const seller = await createUserFast(app, "Seller");
    const image = await upload(seller, photo("coffee-cup.jpg"));
    const hashOf = async () => {
      const [row] = await app.db
        .select({ hash: images.perceptualHash })
        .from(images)
        .where(eq(images.id, image.id));
      return row?.hash ?? null;
    };
    const atUpload = await hashOf();
    expect(atUpload).not.toBeNull();
    await app.db.update(images).set({ perceptualHash: null }).where(eq(images.id, image.id));
    expect(await hashUnhashedImages(app.db, app.imageStorage, () => false)).toBeGreaterThan(0);
    // The upload hashed the same stored WebP: the very same hash.
    expect(await hashOf()).toBe(atUpload);
  });
});

describe("the reused-photo flag of a listing", () => {
  it("is raised when a listing is created with another seller's photo, as an extra photo too", async () => {
    const [victim, thief] = [
      await createUserFast(app, "Seller"),
      await createUserFast(app, "Seller"),
    ];
    // Pictures no other test lists: the middle of the cup, the board mirrored.
    const cup = await sharp(photo("coffee-cup.jpg"))
      .extract({ left: 130, top: 0, width: 340, height: 400 })
      .jpeg()
      .toBuffer();
    const theirs = await upload(victim, cup);
    const victimListing = await list(victim, [theirs.url]);
    expect(await reusedPhotoFlag(victimListing)).toBeUndefined();

    const own = await upload(thief, await phonePhoto(1));
    const copy = await upload(thief, (await copiesOf(cup))["cropped 2 % all round"]!);
    const listing = await list(thief, [own.url, copy.url]);
    const flag = await reusedPhotoFlag(listing);
    expect(flag?.details).toEqual({
      photos: [
        {
          imageId: copy.id,
          copies: [
            {
              imageId: theirs.id,
              sellerId: victim.id,
              productIds: [victimListing],
              distance: expect.any(Number) as number,
            },
          ],
        },
      ],
    });
    // Buyers see the listing as before: nothing of the flag is in its page's data.
    const shown = await app.inject({ method: "GET", url: `/api/products/${listing}` });
    expect(shown.statusCode).toBe(200);
    // "Similar phones" may list the victim's phone (same model): judge the listing's own data.
    const page = shown.json<Record<string, unknown>>();
    delete page.similar;
    expect(JSON.stringify(page)).not.toContain(victim.id);
    expect(shown.body).not.toMatch(/flag|reused/i);
  }, 60_000);

  it("is raised by an edit that adds a copied photo and cleared by one that removes it", async () => {
    const [victim, thief] = [
      await createUserFast(app, "Seller"),
      await createUserFast(app, "Seller"),
    ];
    const board = await sharp(photo("circuit-board.jpg")).flop().jpeg().toBuffer();
    const theirs = await upload(victim, board);
    const victimListing = await list(victim, [theirs.url]);
    expect(await reusedPhotoFlag(victimListing)).toBeUndefined();

    const own = await upload(thief, await phonePhoto(2));
    const listing = await list(thief, [own.url]);
    expect(await reusedPhotoFlag(listing)).toBeUndefined();

    const copy = await upload(
      thief,
      (await copiesOf(board))["cropped 2 %, resized to 70 %, quality 60"]!,
    );
    await edit(thief, listing, [copy.url, own.url]);
    const flag = await reusedPhotoFlag(listing);
    expect(flag?.details).toEqual({
      photos: [
        {
          imageId: copy.id,
          copies: [
            {
              imageId: theirs.id,
              sellerId: victim.id,
              productIds: [victimListing],
              distance: expect.any(Number) as number,
            },
          ],
        },
      ],
    });

    await edit(thief, listing, [own.url]);
    expect(await reusedPhotoFlag(listing)).toBeUndefined();
  }, 60_000);

  it("is not raised when a seller lists their own photo again", async () => {
    const seller = await createUserFast(app, "Seller");
    const board = photo("circuit-board.jpg");
    const first = await upload(seller, board);
    await list(seller, [first.url]);
    const again = await upload(seller, await sharp(board).resize(500).jpeg().toBuffer());
    const second = await list(seller, [again.url]);
    const flag = await reusedPhotoFlag(second);
    // Other tests list this board too (as other sellers): only this seller's photo must not count.
    const copies =
      (
        flag?.details as { photos: { copies: { sellerId: string }[] }[] } | undefined
      )?.photos.flatMap((reused) => reused.copies) ?? [];
    expect(copies.map((copy) => copy.sellerId)).not.toContain(seller.id);
  }, 60_000);
});

/** Phones on a backdrop, each laid out differently (a changed colour alone is the same picture). */
const LAYOUTS = [
  `<rect x="60" y="60" width="200" height="460" rx="30" fill="#2f54c9"/><circle cx="110" cy="120" r="22" fill="#1b1d22"/>`,
  `<rect x="80" y="330" width="560" height="220" rx="30" fill="#d1242f"/><circle cx="140" cy="380" r="22" fill="#1b1d22"/>`,
  `<rect x="420" y="40" width="200" height="460" rx="30" fill="#1b1d22" transform="rotate(12 520 270)"/><rect x="640" y="300" width="120" height="260" rx="20" fill="#2da44e"/>`,
];

/** A photo-like picture of phones (layout `layout` of LAYOUTS), with a lit backdrop. */
async function phonePhoto(layout: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6efe6"/><stop offset="1" stop-color="#b9ab98"/></linearGradient></defs><rect width="800" height="600" fill="url(#bg)"/>${LAYOUTS[layout]}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
