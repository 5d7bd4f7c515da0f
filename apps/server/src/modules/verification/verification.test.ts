import type { ApiError, VerificationState } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUserFast,
  injectAs,
  tableFingerprint,
  testPassport,
  uploadTestImage,
  uploadTestProof,
  createTestProduct,
  type TestUser,
} from "../../../test/helpers";
import { user } from "../auth/auth.tables";
import { deleteUnlistedPhotos } from "../listings/listings.cleanup";

let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUserFast(app, "Admin");
});
afterAll(() => app.close());

const stateOf = async (who: TestUser) => {
  const response = await injectAs(app, who, { method: "GET", url: "/api/verification" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VerificationState>();
};
const send = (who: TestUser, payload: Record<string, unknown>) =>
  injectAs(app, who, { method: "POST", url: "/api/verification", payload });
const decide = (id: string, payload: Record<string, unknown>) =>
  injectAs(app, admin, {
    method: "POST",
    url: `/api/admin/verification-requests/${id}/decision`,
    payload,
  });
const fingerprint = () => tableFingerprint(app, ["verification_requests", "user", "images"]);

async function identityRequest(seller: TestUser, photos?: string[]): Promise<string> {
  const response = await send(seller, {
    kind: "identity",
    photos: photos ?? [await uploadTestProof(app, seller)],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ insertedId: string }>().insertedId;
}

describe("GET /api/verification", () => {
  it("answers a new seller's tier and no requests", async () => {
    const seller = await createUserFast(app, "Seller", "Seller Person", { emailVerified: false });
    expect(await stateOf(seller)).toEqual({
      tier: "none",
      emailVerified: false,
      shopName: null,
      requests: [],
    });
  });

  it("answers the email tier once the email address is confirmed", async () => {
    const seller = await createUserFast(app, "Seller", "Seller Person", { emailVerified: false });
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.id, seller.id));
    expect(await stateOf(seller)).toMatchObject({ tier: "email", emailVerified: true });
  });
});

describe("POST /api/verification", () => {
  it("stores a pending identity request with the NID's front and back", async () => {
    const seller = await createUserFast(app, "Seller");
    const front = await uploadTestProof(app, seller);
    const back = await uploadTestProof(app, seller);
    const id = await identityRequest(seller, [front, back]);
    const state = await stateOf(seller);
    expect(state.tier).toBe("email");
    expect(state.requests).toEqual([
      expect.objectContaining({ id, kind: "identity", status: "pending", reason: null }),
    ]);
  });

  it("refuses a second pending request of the same kind with 409", async () => {
    const seller = await createUserFast(app, "Seller");
    await identityRequest(seller);
    const photo = await uploadTestProof(app, seller);
    const before = await fingerprint();
    const again = await send(seller, { kind: "identity", photos: [photo] });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().code).toBe("VERIFICATION_PENDING");
    expect(await fingerprint()).toBe(before);
  });

  it("refuses a shop request before the identity is checked", async () => {
    const seller = await createUserFast(app, "Seller");
    const photo = await uploadTestProof(app, seller);
    const before = await fingerprint();
    const response = await send(seller, {
      kind: "shop",
      photos: [photo],
      shopName: "Rahim Mobile",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>()).toMatchObject({
      code: "IDENTITY_NOT_VERIFIED",
      message: "Get your identity checked first: a shop needs a checked owner.",
    });
    expect(await fingerprint()).toBe(before);
  });

  it("refuses photos that are not the caller's private uploads", async () => {
    const seller = await createUserFast(app, "Seller");
    const other = await createUserFast(app, "Seller");
    const cases = [
      await uploadTestProof(app, other),
      await uploadTestImage(app, seller),
      "/api/images/private/AAAAAAAAAAAAAAAAAAAAAA.webp",
      "https://example.com/nid.jpg",
    ];
    for (const photo of cases) {
      const before = await fingerprint();
      const response = await send(seller, { kind: "identity", photos: [photo] });
      expect(response.statusCode, photo).toBe(400);
      expect(response.json<ApiError>()).toMatchObject({
        code: "IMAGE_NOT_YOURS",
        details: [
          { path: "body/photos/0", message: "Each photo must be a private photo you uploaded." },
        ],
      });
      expect(await fingerprint()).toBe(before);
    }
  });

  it("answers bad input with 400 and the failing field", async () => {
    const seller = await createUserFast(app, "Seller");
    const photo = await uploadTestProof(app, seller);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: "identity", photos: [] }, "body/photos", "Add a photo of the document."],
      [{ kind: "identity" }, "body/photos", "Add a photo of the document."],
      [
        { kind: "identity", photos: [photo, photo, photo] },
        "body/photos",
        "Send at most 2 photos: the front and the back.",
      ],
      [
        { kind: "identity", photos: [photo, photo] },
        "body/photos",
        "The two photos must be different.",
      ],
      [{ kind: "shop", photos: [photo] }, "body/shopName", "The shop's name is required."],
      [
        { kind: "shop", photos: [photo], shopName: "BecheDaw Official" },
        "body/shopName",
        "The shop's name may not pose as BecheDaw or its staff.",
      ],
      [
        { kind: "identity", photos: [photo], shopName: "Rahim Mobile" },
        "body/shopName",
        "Only a shop request has a shop name.",
      ],
    ];
    for (const [payload, path, message] of cases) {
      const response = await send(seller, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const error = response.json<ApiError & { details: { path: string; message: string }[] }>();
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details).toContainEqual({ path, message });
    }
    expect((await stateOf(seller)).requests).toEqual([]);
  });

  it("keeps a pending request's photos from the clean-up of unused photos", async () => {
    const seller = await createUserFast(app, "Seller");
    const photo = await uploadTestProof(app, seller);
    await identityRequest(seller, [photo]);
    await deleteUnlistedPhotos(app, Date.now() + 3 * 24 * 60 * 60 * 1000);
    const response = await injectAs(app, admin, { method: "GET", url: photo });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a pending request's photo as a listing's proof", async () => {
    const seller = await createUserFast(app, "Seller");
    const photo = await uploadTestProof(app, seller);
    await identityRequest(seller, [photo]);
    await expect(
      createTestProduct(app, seller, { passport: testPassport({ kydPhoto: photo }) }),
    ).rejects.toThrow(/IMAGE_NOT_YOURS/);
  });
});

describe("a seller's way through the tiers", () => {
  it("goes from identity to shop, and each tier shows on their phones and profile", async () => {
    const seller = await createUserFast(app, "Seller");
    const productId = await createTestProduct(app, seller);
    const identityId = await identityRequest(seller);
    expect((await decide(identityId, { approve: true })).json()).toEqual({
      acknowledged: true,
      status: "approved",
    });
    const product = async () =>
      (await injectAs(app, undefined, { method: "GET", url: `/api/products/${productId}` })).json<{
        sellerVerified: boolean;
        sellerTier: string;
        sellerShopName: string | null;
        seller: { verified: boolean; tier: string; shopName: string | null };
      }>();
    expect(await product()).toMatchObject({
      sellerVerified: true,
      sellerTier: "identity",
      sellerShopName: null,
      seller: { verified: true, tier: "identity", shopName: null },
    });
    const again = await send(seller, {
      kind: "identity",
      photos: [await uploadTestProof(app, seller)],
    });
    expect(again.json<ApiError>().code).toBe("ALREADY_VERIFIED");

    const shop = await send(seller, {
      kind: "shop",
      photos: [await uploadTestProof(app, seller)],
      shopName: "  Rahim Mobile Corner ",
    });
    expect(shop.statusCode, shop.body).toBe(200);
    await decide(shop.json<{ insertedId: string }>().insertedId, { approve: true });
    expect(await product()).toMatchObject({
      sellerTier: "shop",
      sellerShopName: "Rahim Mobile Corner",
      seller: { tier: "shop", shopName: "Rahim Mobile Corner" },
    });
    const profile = await injectAs(app, undefined, {
      method: "GET",
      url: `/api/sellers/${seller.id}`,
    });
    expect(profile.json()).toMatchObject({ tier: "shop", shopName: "Rahim Mobile Corner" });
    const list = await injectAs(app, undefined, {
      method: "GET",
      url: `/api/products?seller=${seller.id}`,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ sellerTier: "shop", sellerShopName: "Rahim Mobile Corner" }),
    ]);
    const state = await stateOf(seller);
    expect(state).toMatchObject({ tier: "shop", shopName: "Rahim Mobile Corner" });
    expect(state.requests.map((row) => [row.kind, row.status])).toEqual([
      ["shop", "approved"],
      ["identity", "approved"],
    ]);
  });

  it("shows a rejection's reason to the seller, who may try again", async () => {
    const seller = await createUserFast(app, "Seller");
    const id = await identityRequest(seller);
    const rejected = await decide(id, { approve: false, reason: "The photo is blurred." });
    expect(rejected.json()).toEqual({ acknowledged: true, status: "rejected" });
    const state = await stateOf(seller);
    expect(state.tier).toBe("email");
    expect(state.requests).toEqual([
      expect.objectContaining({ status: "rejected", reason: "The photo is blurred." }),
    ]);
    await identityRequest(seller);
    expect((await stateOf(seller)).requests.map((row) => row.status)).toEqual([
      "pending",
      "rejected",
    ]);
  });
});
