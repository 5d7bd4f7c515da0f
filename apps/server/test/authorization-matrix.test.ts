import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE_URL,
  ORIGIN,
  createTestProduct,
  createTestApp,
  createUsersFast,
  nextClientIp,
  nonCanonicalSpellings,
  productInput,
  rawRequest,
  signUpForLink,
  testJpeg,
  testImei,
  testPassport,
  uploadTestImage,
  type TestUser,
  tableFingerprint,
  resetTokenInOutbox,
} from "./helpers";
import { notify } from "../src/modules/notifications/notifications.service";
import { favourites } from "../src/modules/favourites/favourites.tables";

const SITE = { baseUrl: BASE_URL };

// Who may call what: every route the server has × every kind of caller, with the status each
// gets, in one table. Each cell of a write runs on a fresh little world (its own users, phone
// and photo); the cells of other rows share one. Every request is valid, so a 200 means "allowed"
// and a refusal is about who is asking. A refused request must change nothing; an allowed
// write must change something. A route missing from the table, or a row for a route the
// server no longer has (read from its route tree and from /api/docs), fails the test.
// Rows with a `variant` ask the same route about the caller's own account.

const ACTORS = [
  "visitor",
  "buyer",
  "owner",
  "otherSeller",
  "admin",
  "deletedCookie",
  "deletedBearer",
] as const;
type Actor = (typeof ACTORS)[number];
type Statuses = Record<Actor, number>;

/** The users of one cell's world; `owner` is the seller who owns the phone, photo or booking. */
type World = {
  app: FastifyInstance;
  /** Set-up a request does once per world (the cells of a read share their world). */
  once: (key: string, setUp: () => Promise<unknown>) => Promise<unknown>;
  buyer: TestUser;
  owner: TestUser;
  otherSeller: TestUser;
  admin: TestUser;
  /** Signed in, then deleted by an admin: a stale cookie and bearer token. */
  deleted: TestUser;
  /** A phone the owner listed, and the name of its photo file. */
  productId: string;
  photoFile: string;
};

type Row = {
  /** Method and path as Fastify has them. */
  route: string;
  /** What this row asks of the route, when the route has more than one row. */
  variant?: string;
  /** The request; `me` is the caller (the deleted user for a deleted user's credentials). */
  request: (world: World, me: TestUser | undefined) => InjectOptions | Promise<InjectOptions>;
  expect: Statuses;
  /** An allowed call must change the data (a write that did nothing would pass unnoticed). */
  writes?: true;
};

const everyone = (status: number): Statuses => ({
  visitor: status,
  buyer: status,
  owner: status,
  otherSeller: status,
  admin: status,
  deletedCookie: status,
  deletedBearer: status,
});
const signedIn: Statuses = {
  ...everyone(200),
  visitor: 401,
  deletedCookie: 401,
  deletedBearer: 401,
};
const adminOnly: Statuses = { ...signedIn, buyer: 403, owner: 403, otherSeller: 403 };
/** Only the owning seller; other signed-in callers 403. */
const ownerOnly: Statuses = { ...adminOnly, owner: 200, admin: 403 };

const json = (method: InjectOptions["method"], url: string, payload?: unknown): InjectOptions => ({
  method,
  url,
  ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
});

function photoForm(photo: Buffer, url = "/api/images"): InjectOptions {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
  return { method: "POST", url, payload: form };
}

/** A private proof photo the owner uploaded (once per world): its address. */
async function ownersProof(world: World): Promise<string> {
  return (await world.once("proof", async () => {
    const response = await world.app.inject({
      ...photoForm(jpeg, "/api/images?private=true"),
      headers: { ...ORIGIN, cookie: world.owner.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { url: string } }>().data.url;
  })) as string;
}

/** The owner's pending identity request (once per world): its id. */
async function ownersRequest(world: World): Promise<string> {
  const photo = await ownersProof(world);
  return (await world.once("verification", async () => {
    const response = await world.app.inject({
      method: "POST",
      url: "/api/verification",
      headers: { ...ORIGIN, cookie: world.owner.cookie },
      payload: { kind: "identity", photos: [photo] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ insertedId: string }>().insertedId;
  })) as string;
}

/** A reset link's token for the owner (once per world), read from the email queued for it. */
async function ownersResetToken(world: World): Promise<string> {
  return (await world.once("resetToken", async () => {
    const asked = await world.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: ORIGIN,
      remoteAddress: nextClientIp(),
      payload: { email: world.owner.email },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    return resetTokenInOutbox(world.app, world.owner.email);
  })) as string;
}

/** The owner's notification of the buyer's booking of their phone (once per world): its id. */
async function ownersNotification(world: World): Promise<string> {
  return (await world.once("notification", async () => {
    await bookAs(world, world.buyer, world.productId);
    const list = await world.app.inject({
      method: "GET",
      url: "/api/notifications",
      headers: { cookie: world.owner.cookie },
    });
    expect(list.statusCode, list.body).toBe(200);
    return list.json<{ _id: string }[]>()[0]!._id;
  })) as string;
}

/** A search the owner saved (once per world): its id. */
async function ownersSavedSearch(world: World): Promise<string> {
  return (await world.once("savedSearch", async () => {
    const response = await world.app.inject({
      method: "POST",
      url: "/api/saved-searches",
      headers: { ...ORIGIN, cookie: world.owner.cookie },
      payload: { name: "Galaxies", search: { brand: "Samsung" } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ _id: string }>()._id;
  })) as string;
}

async function bookAs(world: World, who: TestUser, productId: string): Promise<string> {
  const response = await world.app.inject({
    method: "POST",
    url: "/api/bookedproducts",
    headers: { ...ORIGIN, cookie: who.cookie },
    payload: { productId, userLocation: "Dhaka", userPhone: "01712345678" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ insertedId: string }>().insertedId;
}

/** The buyer's booking of the owner's phone (once per world): a deal's id. */
async function worldDeal(world: World): Promise<string> {
  return (await world.once("booked", () => bookAs(world, world.buyer, world.productId))) as string;
}

/** The world's deal, sold through the handover code (as the deal steps would leave it). */
async function worldSoldDeal(world: World): Promise<string> {
  const dealId = await worldDeal(world);
  await world.once("sold", () =>
    world.app.db.execute(
      sql`update bookings set status = 'sold', handed_over_at = now() where id = ${dealId}`,
    ),
  );
  return dealId;
}

/** A message the owner wrote in the world's deal (once per world): its id. */
async function ownersMessage(world: World): Promise<string> {
  const dealId = await worldDeal(world);
  return (await world.once("dealMessage", async () => {
    const response = await world.app.inject({
      method: "POST",
      url: `/api/deals/${dealId}/messages`,
      headers: { ...ORIGIN, cookie: world.owner.cookie },
      payload: { text: "Send the booking money by bKash first" },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ insertedId: string }>().insertedId;
  })) as string;
}

/** The buyer's review of the owner after the world's sold deal (once per world): its id. */
async function buyersReview(world: World): Promise<string> {
  const dealId = await worldSoldDeal(world);
  return (await world.once("review", async () => {
    const response = await world.app.inject({
      method: "POST",
      url: `/api/deals/${dealId}/review`,
      headers: { ...ORIGIN, cookie: world.buyer.cookie },
      payload: { stars: 2, comment: "Late" },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ insertedId: string }>().insertedId;
  })) as string;
}

/** A request as `who` in this world, which must pass (setting up a deal's steps). */
async function okAs(
  world: World,
  who: TestUser,
  method: "GET" | "POST",
  url: string,
  payload?: object,
) {
  const response = await world.app.inject({
    method,
    url,
    headers: { ...ORIGIN, cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/**
 * The buyer's deal of the owner's phone (once per world), moved on to `until`: booked, accepted,
 * proposed (a meetup the owner proposed), or meetup (agreed). Its id and the buyer's code.
 */
async function ownersDeal(
  world: World,
  until: "booked" | "accepted" | "proposed" | "meetup",
): Promise<{ id: string; code: string | null }> {
  return (await world.once(`deal-${until}`, async () => {
    const id = await bookAs(world, world.buyer, world.productId);
    const url = `/api/deals/${id}`;
    if (until === "booked") return { id, code: null };
    await okAs(world, world.owner, "POST", `${url}/accept`, { phone: "01898765432" });
    if (until === "accepted") return { id, code: null };
    const at = new Date(Date.now() + 86_400_000).toISOString();
    await okAs(world, world.owner, "POST", `${url}/meetup`, { place: "Gulshan 2", at });
    if (until === "proposed") return { id, code: null };
    await okAs(world, world.buyer, "POST", `${url}/meetup/confirm`, { version: 1 });
    const deal = await okAs(world, world.buyer, "GET", url);
    return { id, code: deal.json<{ handover: { code: string } }>().handover.code };
  })) as { id: string; code: string | null };
}
/** The deal's two sides; anyone else signed in is refused (403). */
const dealSides: Statuses = { ...adminOnly, buyer: 200, owner: 200, admin: 403 };

let jpeg: Buffer;

const ROWS: Row[] = [
  { route: "GET /api/docs", request: () => json("GET", "/api/docs"), expect: everyone(200) },
  { route: "GET /api/health", request: () => json("GET", "/api/health"), expect: everyone(200) },
  { route: "GET /api/ready", request: () => json("GET", "/api/ready"), expect: everyone(200) },
  // Only for the scraper's bearer METRICS_TOKEN, which no user has, not even an admin (its 200
  // is in plugins/metrics.test.ts). The matrix's app sets the token, so the route exists.
  { route: "GET /api/metrics", request: () => json("GET", "/api/metrics"), expect: everyone(401) },
  {
    route: "POST /api/auth/sign-up/email",
    request: () =>
      json("POST", "/api/auth/sign-up/email", {
        name: "New Person",
        email: `new-${crypto.randomUUID()}@example.com`,
        password: "correct-horse-1",
      }),
    expect: everyone(200),
    writes: true,
  },
  {
    route: "POST /api/auth/sign-in/email",
    // Wrong credentials: a session does not change what sign-in answers.
    request: (w) =>
      json("POST", "/api/auth/sign-in/email", {
        email: w.buyer.email,
        password: "wrong-password-1",
      }),
    expect: everyone(401),
  },
  {
    route: "POST /api/auth/sign-in/social",
    // Google is not configured in tests: every caller is told so.
    request: () => json("POST", "/api/auth/sign-in/social", { provider: "google" }),
    expect: everyone(404),
  },
  {
    route: "POST /api/auth/sign-out",
    request: () => json("POST", "/api/auth/sign-out"),
    expect: everyone(200),
  },
  {
    route: "POST /api/auth/update-user",
    request: () => json("POST", "/api/auth/update-user", { name: "Renamed Person" }),
    expect: signedIn,
    writes: true,
  },
  {
    route: "GET /api/auth/get-session",
    request: () => json("GET", "/api/auth/get-session"),
    expect: everyone(200),
  },
  {
    route: "GET /api/auth/*",
    request: () => json("GET", "/api/auth/list-sessions"),
    expect: signedIn,
  },
  {
    route: "POST /api/auth/*",
    request: () => json("POST", "/api/auth/revoke-other-sessions", {}),
    expect: signedIn,
  },
  {
    route: "POST /api/auth/request-password-reset",
    // The same answer for every caller: a link is asked for, never who asks.
    request: (w) => json("POST", "/api/auth/request-password-reset", { email: w.buyer.email }),
    expect: everyone(200),
    writes: true,
  },
  {
    route: "POST /api/password-reset/check",
    // The owner's link: a browser signed in as anyone else is told it is another account's.
    request: async (w) =>
      json("POST", "/api/password-reset/check", { token: await ownersResetToken(w) }),
    expect: { ...everyone(403), visitor: 200, owner: 200, deletedCookie: 200, deletedBearer: 200 },
  },
  {
    route: "POST /api/auth/reset-password",
    request: async (w) =>
      json("POST", "/api/auth/reset-password", {
        token: await ownersResetToken(w),
        newPassword: "brand-new-secret-9",
      }),
    expect: { ...everyone(403), visitor: 200, owner: 200, deletedCookie: 200, deletedBearer: 200 },
    writes: true,
  },
  { route: "GET /api/jwt", request: () => json("GET", "/api/jwt"), expect: signedIn },
  {
    route: "POST /api/auth/send-verification-email",
    // Everyone in the world is confirmed: signed in, one is told so; signed out (or with a
    // dead session), the answer never says whether the address has an account.
    request: (w, me) =>
      json("POST", "/api/auth/send-verification-email", { email: me?.email ?? w.buyer.email }),
    expect: { ...everyone(400), visitor: 200, deletedCookie: 200, deletedBearer: 200 },
  },
  {
    route: "POST /api/verify-email",
    // Whoever holds the link may follow it: it is the proof.
    request: async (w) =>
      json("POST", "/api/verify-email", {
        token: (await signUpForLink(w.app)).token,
      }),
    expect: everyone(200),
    writes: true,
  },
  {
    route: "POST /api/contact",
    // Anyone may write to the admins (each cell from its own address, within the hour's limit).
    request: () =>
      json("POST", "/api/contact", {
        name: "Rina Akter",
        email: `rina-${randomUUID()}@example.com`,
        message: "How do I get my shop checked?",
      }),
    expect: everyone(200),
    writes: true,
  },
  {
    route: "GET /api/users/userrole/:email",
    request: (w) => json("GET", `/api/users/userrole/${w.owner.email}`),
    expect: { ...adminOnly, owner: 200 },
  },
  {
    route: "GET /api/users/seller/:email",
    request: (w) => json("GET", `/api/users/seller/${w.owner.email}`),
    expect: everyone(200),
  },
  {
    route: "GET /api/users/allsellers",
    request: () => json("GET", "/api/users/allsellers"),
    expect: adminOnly,
  },
  {
    route: "GET /api/users/allbuyers",
    request: () => json("GET", "/api/users/allbuyers"),
    expect: adminOnly,
  },
  {
    route: "GET /api/users/alladmins",
    request: () => json("GET", "/api/users/alladmins"),
    expect: adminOnly,
  },
  {
    route: "PATCH /api/users/:id",
    request: (w) => json("PATCH", `/api/users/${w.owner.id}`),
    expect: adminOnly,
    writes: true,
  },
  {
    route: "DELETE /api/users/:id",
    request: (w) => json("DELETE", `/api/users/${w.otherSeller.id}`),
    expect: { ...adminOnly, otherSeller: 403 },
    writes: true,
  },
  {
    route: "PATCH /api/users/:id/role",
    request: (w) => json("PATCH", `/api/users/${w.buyer.id}/role`, { role: "Admin" }),
    expect: adminOnly,
    writes: true,
  },
  {
    route: "PATCH /api/users/:id/demote",
    request: async (w) => {
      const [other] = await createUsersFast(w.app, 1, "Admin", () => "Keeper Two");
      return json("PATCH", `/api/users/${other!.id}/demote`);
    },
    expect: adminOnly,
    writes: true,
  },
  {
    route: "POST /api/images",
    request: () => photoForm(jpeg),
    expect: { ...adminOnly, owner: 200, otherSeller: 200, admin: 403 },
    writes: true,
  },
  {
    route: "POST /api/images",
    variant: "a private proof photo",
    request: () => photoForm(jpeg, "/api/images?private=true"),
    expect: { ...adminOnly, owner: 200, otherSeller: 200, admin: 403 },
    writes: true,
  },
  {
    route: "GET /api/images/private/:file",
    // Its uploader and admins; to anyone else signed in it is as unknown as a missing file.
    request: async (w) => json("GET", await ownersProof(w)),
    expect: { ...signedIn, buyer: 404, otherSeller: 404 },
  },
  {
    route: "GET /api/products/:id/passport",
    request: (w) => json("GET", `/api/products/${w.productId}/passport`),
    // Another seller is told what an unknown id tells: nothing of the listing.
    expect: { ...adminOnly, owner: 200, otherSeller: 404 },
  },
  {
    route: "GET /api/verification",
    request: () => json("GET", "/api/verification"),
    expect: { ...adminOnly, owner: 200, otherSeller: 200, admin: 403 },
  },
  {
    route: "POST /api/verification",
    // The owner's own private upload: another seller is told the photo is not theirs.
    request: async (w) =>
      json("POST", "/api/verification", { kind: "identity", photos: [await ownersProof(w)] }),
    expect: { ...adminOnly, owner: 200, otherSeller: 400, admin: 403 },
    writes: true,
  },
  {
    route: "GET /api/admin/verification-requests",
    request: () => json("GET", "/api/admin/verification-requests"),
    expect: adminOnly,
  },
  {
    route: "POST /api/admin/verification-requests/:id/decision",
    request: async (w) =>
      json("POST", `/api/admin/verification-requests/${await ownersRequest(w)}/decision`, {
        approve: true,
      }),
    expect: adminOnly,
    writes: true,
  },
  { route: "GET /robots.txt", request: () => json("GET", "/robots.txt"), expect: everyone(200) },
  { route: "GET /sitemap.xml", request: () => json("GET", "/sitemap.xml"), expect: everyone(200) },
  {
    route: "GET /sitemaps/:file",
    request: () => json("GET", "/sitemaps/phones-1.xml"),
    expect: everyone(200),
  },
  {
    route: "GET /images/:file",
    request: (w) => json("GET", `/images/${w.photoFile}`),
    expect: everyone(200),
  },
  {
    route: "POST /api/products",
    // A photo the owner uploaded: only the owner may list a phone with it (another seller is
    // told the photo is not theirs, 400 IMAGE_NOT_YOURS, as for any photo they did not upload).
    request: async (w) => ({
      method: "POST",
      url: "/api/products",
      payload: {
        name: "iPhone 12",
        img: await uploadTestImage(w.app, w.owner),
        brand: "Apple",
        passport: testPassport(),
        description: {
          resalePrice: 40000,
          originalPrice: 80000,
          yearsOfUse: "6 months",
          location: "Dhaka",
        },
      },
    }),
    expect: { ...ownerOnly, otherSeller: 400 },
    writes: true,
  },
  {
    route: "GET /api/products",
    request: () => json("GET", "/api/products?category=Apple"),
    expect: everyone(200),
  },
  {
    route: "GET /api/products",
    variant: "a search with text and filters",
    request: () =>
      json("GET", "/api/products?q=iphon%2012&brand=Apple&maxPrice=90000&sort=price-asc"),
    expect: everyone(200),
  },
  {
    route: "GET /api/site-figures",
    request: () => json("GET", "/api/site-figures"),
    expect: everyone(200),
  },
  {
    route: "GET /api/search/suggestions",
    request: () => json("GET", "/api/search/suggestions?q=%E0%A6%86%E0%A6%87%E0%A6%AB"),
    expect: everyone(200),
  },
  {
    route: "GET /api/search/alternatives",
    request: () => json("GET", "/api/search/alternatives?q=iphone%2019&location=Sylhet"),
    expect: everyone(200),
  },
  {
    route: "GET /api/products/:id",
    request: (w) => json("GET", `/api/products/${w.productId}`),
    expect: everyone(200),
  },
  {
    route: "GET /api/products/price-guide",
    request: () =>
      json("GET", "/api/products/price-guide?brand=Apple&name=iPhone%2013&storage=128"),
    expect: everyone(200),
  },
  {
    route: "PUT /api/products/:id",
    // The whole listing again with a new cover the owner uploaded; another seller is refused
    // before their photos are looked at.
    request: async (w) =>
      json("PUT", `/api/products/${w.productId}`, {
        name: "iPhone 12 mini",
        img: await uploadTestImage(w.app, w.owner),
        brand: "Apple",
        condition: "good",
        passport: testPassport(),
        description: {
          resalePrice: 38000,
          originalPrice: 80000,
          yearsOfUse: "6 months",
          location: "Dhaka",
        },
      }),
    expect: ownerOnly,
    writes: true,
  },
  {
    route: "GET /api/sellers/:id",
    request: (w) => json("GET", `/api/sellers/${w.owner.id}`),
    expect: everyone(200),
  },
  {
    route: "POST /api/users/me/seller",
    // A Buyer becomes a Seller; Sellers already are (409), an admin may not (403).
    request: () => json("POST", "/api/users/me/seller"),
    expect: { ...signedIn, owner: 409, otherSeller: 409, admin: 403 },
    writes: true,
  },
  // The caller's own account settings (decision 028): everyone signed in, on their own record.
  { route: "GET /api/account", request: () => json("GET", "/api/account"), expect: signedIn },
  {
    route: "PATCH /api/account",
    request: () => json("PATCH", "/api/account", { name: "Renamed Person", phone: "01712345678" }),
    expect: signedIn,
    writes: true,
  },
  {
    route: "POST /api/account/password",
    // The world's users sign in without a password (as Google users do): they set a first one.
    request: () => json("POST", "/api/account/password", { newPassword: "brand-new-secret-1" }),
    expect: signedIn,
    writes: true,
  },
  {
    route: "DELETE /api/account",
    // Without a password, the account's own email address confirms (a visitor names the buyer's).
    request: (w, me) => json("DELETE", "/api/account", { email: (me ?? w.buyer).email }),
    expect: signedIn,
    writes: true,
  },
  {
    route: "GET /api/advertisedProducts",
    request: () => json("GET", "/api/advertisedProducts"),
    expect: everyone(200),
  },
  {
    route: "PATCH /api/products/:id",
    request: (w) => json("PATCH", `/api/products/${w.productId}`),
    expect: ownerOnly,
    writes: true,
  },
  {
    route: "DELETE /api/products/:id",
    request: (w) => json("DELETE", `/api/products/${w.productId}`),
    expect: { ...ownerOnly, admin: 200 },
    writes: true,
  },
  {
    route: "PATCH /api/products/reported/:id",
    request: (w) => json("PATCH", `/api/products/reported/${w.productId}`, { reason: "Stolen?" }),
    expect: { ...signedIn, owner: 403 },
    writes: true,
  },
  {
    route: "GET /api/reportedProducts",
    request: () => json("GET", "/api/reportedProducts"),
    expect: adminOnly,
  },
  {
    route: "DELETE /api/products/:id/reports",
    // A buyer's report, for the admin to dismiss.
    request: async (w) => {
      const report = await w.app.inject({
        method: "PATCH",
        url: `/api/products/reported/${w.productId}`,
        headers: { ...ORIGIN, cookie: w.buyer.cookie },
        payload: { reason: "Stolen?" },
      });
      expect(report.statusCode, report.body).toBe(200);
      return json("DELETE", `/api/products/${w.productId}/reports`);
    },
    expect: adminOnly,
    writes: true,
  },
  {
    route: "GET /api/admin/review",
    request: () => json("GET", "/api/admin/review"),
    expect: adminOnly,
  },
  {
    route: "POST /api/admin/review/:id/approve",
    // A rejected listing its seller edited: held, for an admin to publish.
    request: async (w) => {
      const img = await uploadTestImage(w.app, w.otherSeller);
      const body = productInput(img, { passport: testPassport({ imei: testImei() }) });
      const held = await createTestProduct(w.app, w.otherSeller, body);
      const write = (who: TestUser, method: "POST" | "PUT", url: string, payload: object) =>
        w.app.inject({ method, url, headers: { ...ORIGIN, cookie: who.cookie }, payload });
      const rejected = await write(w.admin, "POST", `/api/admin/review/${held}/reject`, {
        reason: "Show the IMEI in a photo",
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const edited = await write(w.otherSeller, "PUT", `/api/products/${held}`, body);
      expect(edited.statusCode, edited.body).toBe(200);
      return json("POST", `/api/admin/review/${held}/approve`);
    },
    expect: adminOnly,
    writes: true,
  },
  {
    route: "POST /api/admin/review/:id/reject",
    request: (w) =>
      json("POST", `/api/admin/review/${w.productId}/reject`, {
        reason: "Photos of another phone",
      }),
    expect: adminOnly,
    writes: true,
  },
  {
    route: "POST /api/admin/users/:id/ban",
    request: (w) => json("POST", `/api/admin/users/${w.otherSeller.id}/ban`),
    expect: adminOnly,
    writes: true,
  },
  {
    route: "POST /api/admin/users/:id/unban",
    // The owner, banned by an admin first.
    request: async (w) => {
      const banned = await w.app.inject({
        method: "POST",
        url: `/api/admin/users/${w.owner.id}/ban`,
        headers: { ...ORIGIN, cookie: w.admin.cookie },
      });
      expect(banned.statusCode, banned.body).toBe(200);
      return json("POST", `/api/admin/users/${w.owner.id}/unban`);
    },
    // The owner's sessions ended with the ban: they are signed out.
    expect: { ...adminOnly, owner: 401 },
    writes: true,
  },
  {
    route: "POST /api/bookedproducts",
    request: (w) =>
      json("POST", "/api/bookedproducts", {
        productId: w.productId,
        userLocation: "Dhaka",
        userPhone: "01712345678",
      }),
    expect: { ...signedIn, owner: 403 },
    writes: true,
  },
  {
    route: "GET /api/myorders",
    // The owner's own orders: nobody else's session may read them.
    request: (w) => json("GET", `/api/myorders?email=${encodeURIComponent(w.owner.email)}`),
    expect: { ...adminOnly, owner: 200, admin: 403 },
  },
  {
    route: "DELETE /api/bookedproducts/:id",
    // Here the owner is the one who booked (another seller's phone).
    request: async (w) => {
      const [thirdSeller] = await createUsersFast(w.app, 1, "Seller");
      const phone = await createTestProduct(w.app, thirdSeller!);
      return json("DELETE", `/api/bookedproducts/${await bookAs(w, w.owner, phone)}`);
    },
    expect: ownerOnly,
    writes: true,
  },
  {
    route: "GET /api/myproducts",
    request: (w) => json("GET", `/api/myproducts?email=${encodeURIComponent(w.owner.email)}`),
    expect: ownerOnly,
  },
  {
    route: "GET /api/products/:id/bookings",
    request: async (w) => {
      await w.once("booked", () => bookAs(w, w.buyer, w.productId));
      return json("GET", `/api/products/${w.productId}/bookings`);
    },
    // To another seller, as an unknown id; buyers and admins are refused by role first.
    expect: { ...ownerOnly, otherSeller: 404 },
  },
  {
    route: "PATCH /api/products/:id/sold",
    request: (w) => json("PATCH", `/api/products/${w.productId}/sold`),
    expect: ownerOnly,
    writes: true,
  },
  {
    route: "GET /api/deals/:id",
    request: async (w) => json("GET", `/api/deals/${(await ownersDeal(w, "booked")).id}`),
    // Admins read deals (moderation), without numbers or the code.
    expect: { ...dealSides, admin: 200 },
  },
  {
    route: "POST /api/deals/:id/accept",
    request: async (w) =>
      json("POST", `/api/deals/${(await ownersDeal(w, "booked")).id}/accept`, {
        phone: "01898765432",
      }),
    expect: ownerOnly,
    writes: true,
  },
  {
    route: "POST /api/deals/:id/meetup",
    request: async (w) =>
      json("POST", `/api/deals/${(await ownersDeal(w, "accepted")).id}/meetup`, {
        place: "Dhanmondi 27",
        at: new Date(Date.now() + 7_200_000).toISOString(),
      }),
    expect: dealSides,
    writes: true,
  },
  {
    route: "POST /api/deals/:id/meetup/confirm",
    // The owner proposed it: only the buyer confirms (the proposer's own is a 409).
    request: async (w) =>
      json("POST", `/api/deals/${(await ownersDeal(w, "proposed")).id}/meetup/confirm`, {
        version: 1,
      }),
    expect: { ...dealSides, owner: 409 },
    writes: true,
  },
  {
    route: "POST /api/deals/:id/cancel",
    request: async (w) =>
      json("POST", `/api/deals/${(await ownersDeal(w, "accepted")).id}/cancel`, {
        reason: "Changed my mind",
      }),
    expect: dealSides,
    writes: true,
  },
  {
    route: "POST /api/deals/:id/handover",
    request: async (w) => {
      const deal = await ownersDeal(w, "meetup");
      return json("POST", `/api/deals/${deal.id}/handover`, { code: deal.code });
    },
    expect: ownerOnly,
    writes: true,
  },
  {
    route: "GET /api/notifications",
    request: () => json("GET", "/api/notifications"),
    expect: signedIn,
  },
  {
    route: "GET /api/notifications/unread-count",
    request: () => json("GET", "/api/notifications/unread-count"),
    expect: signedIn,
  },
  {
    route: "POST /api/notifications/:id/read",
    // The owner's notification of a booking: anyone else's is unknown to them (404).
    request: async (w) => json("POST", `/api/notifications/${await ownersNotification(w)}/read`),
    expect: { ...signedIn, buyer: 404, otherSeller: 404, admin: 404 },
    writes: true,
  },
  {
    route: "POST /api/notifications/read-all",
    request: async (w, me) => {
      // The caller has an unread notification to mark (a deleted user has none).
      if (me && me !== w.deleted) {
        const notice = { kind: "listing-reported" as const, productId: w.productId };
        await notify(w.app.db, SITE, [me.id], { ...notice, productName: "A phone" });
      }
      return json("POST", "/api/notifications/read-all");
    },
    expect: signedIn,
    writes: true,
  },
  {
    route: "GET /api/notifications/email",
    request: () => json("GET", "/api/notifications/email"),
    expect: signedIn,
  },
  {
    route: "PUT /api/notifications/email",
    request: () => json("PUT", "/api/notifications/email", { "booking-created": false }),
    expect: signedIn,
    writes: true,
  },
  {
    route: "GET /api/favourites",
    request: () => json("GET", "/api/favourites"),
    expect: signedIn,
  },
  {
    route: "GET /api/favourites/ids",
    request: () => json("GET", "/api/favourites/ids"),
    expect: signedIn,
  },
  {
    route: "PUT /api/favourites/:productId",
    request: (w) => json("PUT", `/api/favourites/${w.productId}`),
    // Its seller cannot save their own phone.
    expect: { ...signedIn, owner: 403 },
    writes: true,
  },
  {
    route: "DELETE /api/favourites/:productId",
    request: async (w, me) => {
      // The caller has the phone saved (written straight: its owner could not save it).
      if (me && me !== w.deleted) {
        await w.app.db.insert(favourites).values({ userId: me.id, productId: w.productId });
      }
      return json("DELETE", `/api/favourites/${w.productId}`);
    },
    expect: signedIn,
    writes: true,
  },
  {
    route: "GET /api/saved-searches",
    request: () => json("GET", "/api/saved-searches"),
    expect: signedIn,
  },
  {
    route: "POST /api/saved-searches",
    request: () =>
      json("POST", "/api/saved-searches", { name: "iPhones", search: { q: "iphone" } }),
    expect: signedIn,
    writes: true,
  },
  {
    route: "PATCH /api/saved-searches/:id",
    // The owner's saved search: anyone else's is unknown to them (404).
    request: async (w) =>
      json("PATCH", `/api/saved-searches/${await ownersSavedSearch(w)}`, { paused: true }),
    expect: { ...signedIn, buyer: 404, otherSeller: 404, admin: 404 },
    writes: true,
  },
  {
    route: "DELETE /api/saved-searches/:id",
    request: async (w) => json("DELETE", `/api/saved-searches/${await ownersSavedSearch(w)}`),
    expect: { ...signedIn, buyer: 404, otherSeller: 404, admin: 404 },
    writes: true,
  },
  {
    route: "GET /api/deals/:id/messages",
    // The deal's two sides, and admins to moderate.
    request: async (w) => json("GET", `/api/deals/${await worldDeal(w)}/messages`),
    expect: { ...signedIn, otherSeller: 403 },
  },
  {
    route: "POST /api/deals/:id/messages",
    request: async (w) =>
      json("POST", `/api/deals/${await worldDeal(w)}/messages`, { text: "Meet at 5?" }),
    expect: { ...signedIn, otherSeller: 403, admin: 403 },
    writes: true,
  },
  {
    route: "POST /api/messages/:id/report",
    // The owner's message: only the other side (the buyer) may report it.
    request: async (w) => json("POST", `/api/messages/${await ownersMessage(w)}/report`, {}),
    expect: { ...adminOnly, buyer: 200, admin: 403 },
    writes: true,
  },
  {
    route: "POST /api/deals/:id/review",
    request: async (w) =>
      json("POST", `/api/deals/${await worldSoldDeal(w)}/review`, { stars: 5, comment: "" }),
    expect: { ...signedIn, otherSeller: 403, admin: 403 },
    writes: true,
  },
  {
    route: "GET /api/users/:id/reviews",
    request: (w) => json("GET", `/api/users/${w.owner.id}/reviews`),
    expect: everyone(200),
  },
  {
    route: "POST /api/reviews/:id/report",
    // The buyer's review: anyone signed in but its author.
    request: async (w) => json("POST", `/api/reviews/${await buyersReview(w)}/report`, {}),
    expect: { ...signedIn, buyer: 403 },
    writes: true,
  },
  {
    route: "GET /api/admin/deal-messages",
    request: () => json("GET", "/api/admin/deal-messages"),
    expect: adminOnly,
  },
  {
    route: "PATCH /api/admin/deal-messages/:id",
    request: async (w) =>
      json("PATCH", `/api/admin/deal-messages/${await ownersMessage(w)}`, { action: "hide" }),
    expect: adminOnly,
    writes: true,
  },
  {
    route: "GET /api/admin/reviews",
    request: () => json("GET", "/api/admin/reviews"),
    expect: adminOnly,
  },
  {
    route: "GET /api/admin/summary",
    request: () => json("GET", "/api/admin/summary"),
    expect: adminOnly,
  },
  {
    route: "PATCH /api/admin/reviews/:id",
    request: async (w) =>
      json("PATCH", `/api/admin/reviews/${await buyersReview(w)}`, { action: "hide" }),
    expect: adminOnly,
    writes: true,
  },
  // The caller's own account (a visitor names the buyer's).
  {
    route: "DELETE /api/users/:id",
    variant: "own account",
    request: (w, me) => json("DELETE", `/api/users/${(me ?? w.buyer).id}`),
    expect: { ...adminOnly, admin: 403 },
  },
  {
    route: "POST /api/admin/users/:id/ban",
    variant: "own account",
    request: (w, me) => json("POST", `/api/admin/users/${(me ?? w.buyer).id}/ban`),
    expect: { ...adminOnly, admin: 403 },
  },
  {
    route: "PATCH /api/users/:id/demote",
    variant: "own account",
    request: (w, me) => json("PATCH", `/api/users/${(me ?? w.buyer).id}/demote`),
    expect: { ...adminOnly, admin: 403 },
  },
  {
    route: "PATCH /api/users/:id/role",
    // An admin already is one (200, nothing modified); nobody else may promote themselves.
    variant: "own account",
    request: (w, me) => json("PATCH", `/api/users/${(me ?? w.buyer).id}/role`, { role: "Admin" }),
    expect: adminOnly,
  },
  {
    route: "GET /api/users/userrole/:email",
    variant: "own account",
    request: (w, me) => json("GET", `/api/users/userrole/${(me ?? w.buyer).email}`),
    expect: signedIn,
  },
  {
    route: "GET /api/myorders",
    variant: "own account",
    request: (w, me) =>
      json("GET", `/api/myorders?email=${encodeURIComponent((me ?? w.buyer).email)}`),
    expect: signedIn,
  },
  {
    route: "GET /api/myproducts",
    variant: "own account",
    request: (w, me) =>
      json("GET", `/api/myproducts?email=${encodeURIComponent((me ?? w.buyer).email)}`),
    expect: { ...adminOnly, owner: 200, otherSeller: 200, admin: 403 },
  },
];

/** Every "METHOD /path" Fastify routes (HEAD aside), read from its route tree. */
function routesOf(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    prefixes.length = match[1]!.length / 4;
    prefixes.push(match[2]!);
    for (const method of match[3]?.split(", ") ?? []) {
      if (method !== "HEAD") routes.push(`${method} ${prefixes.join("")}`);
    }
  }
  return routes;
}

/** The rows of every table a request could touch, as one comparable string. */
const fingerprint = (app: FastifyInstance) =>
  tableFingerprint(
    app,
    [
      "user",
      "session",
      "account",
      "products",
      "bookings",
      "images",
      "product_reports",
      "verification_requests",
      "password_reset_request",
      "password_reset_link",
      "email_outbox",
      "notifications",
      "notification_email_off",
      "pending_sign_up",
      "deal_messages",
      "deal_message_reports",
      "reviews",
      "review_reports",
      "favourites",
      "saved_searches",
    ],
    {
      // Sessions are compared without their last-used time, which any visit may move.
      session: "t.id, t.user_id, t.expires_at",
      // The mail worker marks emails sent whenever it likes: an email counts by its id.
      email_outbox: "t.id",
    },
  );

/** Every "METHOD /path" of the OpenAPI document, in Fastify's spelling (`{id}` → `:id`). */
async function documentedRoutes(app: FastifyInstance): Promise<string[]> {
  const docs = await app.inject({ method: "GET", url: "/api/docs" });
  expect(docs.statusCode).toBe(200);
  const paths = docs.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
    ),
  );
}

/** The callers with live credentials. */
const LIVE = ["buyer", "owner", "otherSeller", "admin"] as const;

/** Each documented "METHOD /path" (Fastify's spelling) with the security its operation declares. */
async function documentedSecurity(
  app: FastifyInstance,
): Promise<[string, Record<string, string[]>[]][]> {
  type Operation = { security?: Record<string, string[]>[] };
  const docs = await app.inject({ method: "GET", url: "/api/docs" });
  const paths = docs.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Record<string, string[]>[]] => [
      `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
      operation.security ?? [],
    ]),
  );
}

let app: FastifyInstance;
/** One user signed in (cookie and bearer token kept), then deleted by an admin. */
let deleted: TestUser;

beforeAll(async () => {
  app = await createTestApp({ METRICS_TOKEN: "the-matrix-scrape-token-2026" });
  jpeg = await testJpeg();
  const [admin] = await createUsersFast(app, 1, "Admin", () => "Keeper Person");
  [deleted] = (await createUsersFast(app, 1, "Seller")) as [TestUser];
  const gone = await app.inject({
    method: "DELETE",
    url: `/api/users/${deleted.id}`,
    headers: { ...ORIGIN, cookie: admin!.cookie },
  });
  expect(gone.statusCode, gone.body).toBe(200);
});
afterAll(() => app?.close());

async function makeWorld(): Promise<World> {
  const [buyer] = await createUsersFast(app, 1, "Buyer");
  const [owner, otherSeller] = await createUsersFast(app, 2, "Seller");
  const [admin] = await createUsersFast(app, 1, "Admin", () => "Keeper Person");
  const productId = await createTestProduct(app, owner!);
  const photos = await app.inject({
    method: "GET",
    url: `/api/myproducts?email=${encodeURIComponent(owner!.email)}`,
    headers: { cookie: owner!.cookie },
  });
  const photoFile = photos.json<{ img: string }[]>()[0]!.img.split("/").pop()!;
  const done = new Map<string, Promise<unknown>>();
  return {
    app,
    once: (key, setUp) => {
      if (!done.has(key)) done.set(key, setUp());
      return done.get(key)!;
    },
    buyer: buyer!,
    owner: owner!,
    otherSeller: otherSeller!,
    admin: admin!,
    deleted,
    productId,
    photoFile,
  };
}

/** The caller's user, or none for a visitor. */
function callerOf(world: World, actor: Actor): TestUser | undefined {
  if (actor === "visitor") return undefined;
  if (actor === "deletedCookie" || actor === "deletedBearer") return world.deleted;
  return world[actor];
}

function credentials(world: World, actor: Actor): Record<string, string> {
  switch (actor) {
    case "visitor":
      return {};
    case "deletedCookie":
      return { cookie: world.deleted.cookie };
    case "deletedBearer":
      return { authorization: `Bearer ${world.deleted.token}` };
    default:
      return { cookie: world[actor].cookie };
  }
}

describe("the authorization matrix", () => {
  it("has a row for every route the server has, and no row for a route it lacks", async () => {
    const routes = [...new Set(routesOf(app))].sort();
    expect(routes.length).toBeGreaterThan(30);
    const rows = [...new Set(ROWS.map((row) => row.route))].sort();
    expect(rows).toEqual(routes);
    // The OpenAPI document is another view of the same routes (Better Auth's catch-all and the
    // document itself are hidden from it): each documented route has its row.
    const documented = await documentedRoutes(app);
    expect(documented.length).toBeGreaterThan(25);
    expect(documented.filter((route) => !rows.includes(route))).toEqual([]);
  });

  it("agrees with the security each operation of the OpenAPI document declares", async () => {
    const disagreements: string[] = [];
    for (const [route, security] of await documentedSecurity(app)) {
      const rows = ROWS.filter((row) => row.route === route);
      const names = new Set(security.flatMap((requirement) => Object.keys(requirement)));
      const anyone = security.some((requirement) => Object.keys(requirement).length === 0);
      // Signed in: a visitor and stale credentials get 401 where a signed-in caller does not.
      const needsSession = rows.some(
        (row) =>
          row.expect.visitor === 401 &&
          row.expect.deletedCookie === 401 &&
          row.expect.deletedBearer === 401 &&
          LIVE.some((actor) => row.expect[actor] !== 401),
      );
      // No user's credentials open it (the metrics scraper's token).
      const noUser = rows.every((row) => ACTORS.every((actor) => row.expect[actor] === 401));
      const agrees = anyone
        ? !needsSession
        : names.has("session") && names.has("bearer")
          ? needsSession
          : names.size > 0 && noUser;
      if (!agrees) disagreements.push(`${route} declares ${JSON.stringify(security)}`);
    }
    expect(disagreements).toEqual([]);
  });

  for (const row of ROWS) {
    it(`${row.route}${row.variant ? ` (${row.variant})` : ""}`, async () => {
      const mismatches: string[] = [];
      // Each caller calls once, so the cells of a row that changes nothing share one world (a
      // sign-out ends only the caller's own session); a write gets a fresh world per cell.
      const shared = row.writes ? undefined : await makeWorld();
      for (const actor of ACTORS) {
        const world = shared ?? (await makeWorld());
        const options = await row.request(world, callerOf(world, actor));
        const before = await fingerprint(app);
        const response = await app.inject({
          ...options,
          remoteAddress: nextClientIp(),
          headers: { ...ORIGIN, ...options.headers, ...credentials(world, actor) },
        });
        const expected = row.expect[actor];
        if (response.statusCode !== expected) {
          mismatches.push(
            `${actor}: ${response.statusCode} (expected ${expected}) ${response.body.slice(0, 120)}`,
          );
        }
        expect(response.statusCode, `${actor}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(await fingerprint(app), `${actor} was refused but the data changed`).toEqual(
            before,
          );
        } else if (row.writes) {
          expect(await fingerprint(app), `${actor} was allowed but nothing changed`).not.toEqual(
            before,
          );
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});

describe("every route in another spelling", () => {
  it("is refused before any handler (400 BAD_URL): no check or limit is left to agree on it", async () => {
    const [admin] = await createUsersFast(app, 1, "Admin", () => "Keeper Person");
    const routes = [...new Set(routesOf(app))];
    const before = await fingerprint(app);
    const wrong: string[] = [];
    for (const route of routes) {
      const [method, pattern] = route.split(" ") as [string, string];
      const path = pattern.replace(/:\w+/g, randomUUID()).replace("*", "sign-in/email");
      for (const spelled of nonCanonicalSpellings(path)) {
        const headers = { ...ORIGIN, cookie: admin!.cookie, "content-type": "application/json" };
        const hasBody = method !== "GET";
        const response = spelled.raw
          ? await rawRequest(app, {
              method,
              path: spelled.path,
              headers,
              ...(hasBody ? { body: "{}" } : {}),
            })
          : await app.inject({
              method: method as InjectOptions["method"],
              url: spelled.path,
              remoteAddress: nextClientIp(),
              headers,
              ...(hasBody ? { payload: "{}" } : {}),
            });
        const code = (JSON.parse(response.body || "{}") as { code?: string }).code;
        if (response.statusCode !== 400 || code !== "BAD_URL") {
          wrong.push(
            `${route} as ${spelled.path}: ${response.statusCode} ${response.body.slice(0, 80)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(app)).toEqual(before);
  });
});
