import type { ApiError, PendingVerificationRequest } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUserFast,
  createUsersFast,
  injectAs,
  tableFingerprint,
  uploadTestProof,
  type TestUser,
} from "../../../test/helpers";
import { user } from "../auth/auth.tables";
import { verificationRequests } from "./verification.tables";

let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUserFast(app, "Admin");
});
afterAll(() => app.close());

const queue = (cursor?: string) =>
  injectAs(app, admin, {
    method: "GET",
    url: `/api/admin/verification-requests${cursor ? `?cursor=${cursor}` : ""}`,
  });
const decide = (id: string, payload: Record<string, unknown>, who: TestUser = admin) =>
  injectAs(app, who, {
    method: "POST",
    url: `/api/admin/verification-requests/${id}/decision`,
    payload,
  });
const fingerprint = () => tableFingerprint(app, ["verification_requests", "user", "images"]);

async function requestIdentity(seller: TestUser, photos = 1) {
  const urls = [];
  for (let i = 0; i < photos; i += 1) urls.push(await uploadTestProof(app, seller));
  const response = await injectAs(app, seller, {
    method: "POST",
    url: "/api/verification",
    payload: { kind: "identity", photos: urls },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { id: response.json<{ insertedId: string }>().insertedId, photos: urls };
}

async function allPending(): Promise<PendingVerificationRequest[]> {
  const found: PendingVerificationRequest[] = [];
  let cursor: string | undefined;
  do {
    const page = await queue(cursor);
    expect(page.statusCode, page.body).toBe(200);
    found.push(...page.json<PendingVerificationRequest[]>());
    cursor = page.headers["x-next-cursor"] as string | undefined;
  } while (cursor);
  return found;
}

describe("GET /api/admin/verification-requests", () => {
  it("lists pending requests oldest first with the seller and the photos, 24 a page", async () => {
    const sellers = await createUsersFast(app, 26, "Seller", (i) => `Queue Seller ${i + 1}`);
    const made: { id: string; photos: string[] }[] = [];
    for (const seller of sellers)
      made.push(await requestIdentity(seller, made.length === 0 ? 2 : 1));
    const first = await queue();
    expect(first.json<unknown[]>()).toHaveLength(24);
    expect(first.headers["x-next-cursor"]).toEqual(expect.any(String));
    const pending = await allPending();
    const mine = pending.filter((row) => made.some((request) => request.id === row.id));
    expect(mine.map((row) => row.id)).toEqual(made.map((request) => request.id));
    expect(mine[0]).toMatchObject({
      kind: "identity",
      shopName: null,
      photos: made[0]!.photos,
      seller: {
        id: sellers[0]!.id,
        name: "Queue Seller 1",
        email: sellers[0]!.email,
        tier: "email",
      },
    });
    expect(new Date(mine[0]!.seller.memberSince).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("leaves decided requests out", async () => {
    const seller = await createUserFast(app, "Seller");
    const { id } = await requestIdentity(seller);
    await decide(id, { approve: false, reason: "Unreadable" });
    expect((await allPending()).map((row) => row.id)).not.toContain(id);
  });

  it("answers a cursor it did not make with 400", async () => {
    const response = await queue("bm90LWEtY3Vyc29y");
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe("INVALID_CURSOR");
  });
});

describe("POST /api/admin/verification-requests/:id/decision", () => {
  it("approving an identity gives the seller the green tick and deletes the NID photos", async () => {
    const seller = await createUserFast(app, "Seller");
    const { id, photos } = await requestIdentity(seller, 2);
    for (const photo of photos) {
      expect((await injectAs(app, admin, { method: "GET", url: photo })).statusCode).toBe(200);
    }
    const response = await decide(id, { approve: true, reason: "ignored when approving" });
    expect(response.json()).toEqual({ acknowledged: true, status: "approved" });
    const [row] = await app.db.select().from(user).where(eq(user.id, seller.id));
    expect(row!.verified).toBe(true);
    for (const photo of photos) {
      for (const who of [admin, seller]) {
        const gone = await injectAs(app, who, { method: "GET", url: photo });
        expect(gone.statusCode, photo).toBe(404);
      }
      const stem = /([A-Za-z0-9_-]{22})\.webp$/.exec(photo)![1]!;
      expect(await app.imageStorage.read(`${stem}-private.webp`)).toBeNull();
    }
    const [request] = await app.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, id));
    expect(request).toMatchObject({
      status: "approved",
      photoId: null,
      secondPhotoId: null,
      reason: null,
      decidedBy: admin.id,
    });
    // The Verify button of the sellers list still answers "already verified".
    const verify = await injectAs(app, admin, { method: "PATCH", url: `/api/users/${seller.id}` });
    expect(verify.json()).toEqual({ acknowledged: true, modifiedCount: 0 });
  });

  it("rejecting keeps the tier, stores the reason and deletes the photos too", async () => {
    const seller = await createUserFast(app, "Seller");
    const { id, photos } = await requestIdentity(seller);
    const response = await decide(id, { approve: false, reason: "  The name does not match.  " });
    expect(response.json()).toEqual({ acknowledged: true, status: "rejected" });
    const [row] = await app.db.select().from(user).where(eq(user.id, seller.id));
    expect(row!.verified).toBe(false);
    expect((await injectAs(app, admin, { method: "GET", url: photos[0]! })).statusCode).toBe(404);
    const [request] = await app.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, id));
    expect(request!.reason).toBe("The name does not match.");
  });

  it("answers a second decision with 409 and changes nothing", async () => {
    const seller = await createUserFast(app, "Seller");
    const { id } = await requestIdentity(seller);
    await decide(id, { approve: false, reason: "Expired card" });
    const before = await fingerprint();
    for (const payload of [{ approve: true }, { approve: false, reason: "Again" }]) {
      const response = await decide(id, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiError>()).toMatchObject({
        code: "ALREADY_DECIDED",
        message: "This request has been decided already.",
      });
    }
    expect(await fingerprint()).toBe(before);
  });

  it("lets only one of two decisions at once through", async () => {
    const seller = await createUserFast(app, "Seller");
    const { id } = await requestIdentity(seller);
    const answers = await Promise.all([
      decide(id, { approve: true }),
      decide(id, { approve: false, reason: "No" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it("needs a reason of 1–500 characters to reject", async () => {
    const seller = await createUserFast(app, "Seller");
    const { id } = await requestIdentity(seller);
    const before = await fingerprint();
    for (const reason of [undefined, "", "   ", "x".repeat(501)]) {
      const response = await decide(id, { approve: false, reason });
      expect(response.statusCode, String(reason)).toBe(400);
      expect(response.json<ApiError>().code).toBe("VALIDATION_ERROR");
    }
    expect(await fingerprint()).toBe(before);
    expect((await decide(id, { approve: false, reason: "x".repeat(500) })).statusCode).toBe(200);
  });

  it("answers an unknown or malformed id with 404", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await decide(id, { approve: true });
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiError>().code).toBe("VERIFICATION_REQUEST_NOT_FOUND");
    }
  });

  it("is refused to a seller, who cannot approve their own request", async () => {
    const seller = await createUserFast(app, "Seller");
    const { id } = await requestIdentity(seller);
    const response = await decide(id, { approve: true }, seller);
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().code).toBe("NOT_AN_ADMIN");
  });

  it("lets an admin's account go without undoing their decisions", async () => {
    const [other] = await createUsersFast(app, 1, "Admin", () => "Keeper Two");
    const seller = await createUserFast(app, "Seller");
    const { id } = await requestIdentity(seller);
    expect((await decide(id, { approve: true }, other)).statusCode).toBe(200);
    const gone = await injectAs(app, admin, { method: "DELETE", url: `/api/users/${other!.id}` });
    expect(gone.statusCode, gone.body).toBe(200);
    const [request] = await app.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, id));
    expect(request).toMatchObject({ status: "approved", decidedBy: null });
  });

  it("goes with a deleted seller, pending photos and all", async () => {
    const seller = await createUserFast(app, "Seller");
    const { id, photos } = await requestIdentity(seller);
    const gone = await injectAs(app, admin, { method: "DELETE", url: `/api/users/${seller.id}` });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(
      await app.db.select().from(verificationRequests).where(eq(verificationRequests.id, id)),
    ).toEqual([]);
    expect((await injectAs(app, admin, { method: "GET", url: photos[0]! })).statusCode).toBe(404);
  });
});
