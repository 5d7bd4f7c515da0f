import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  nextClientIp,
  ORIGIN,
  uniqueEmail,
} from "../../test/helpers";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Operation = {
  responses: Record<string, unknown>;
  requestBody?: { required?: boolean };
  security?: Record<string, string[]>[];
};
type Document = { paths: Record<string, Record<string, Operation>> };

async function docs(): Promise<Document> {
  return (await app.inject({ method: "GET", url: "/api/docs" })).json<Document>();
}

describe("the OpenAPI document", () => {
  it("documents 400, 415 and 429 on every write and 400 and 414 on every route with a path parameter", async () => {
    const document = await docs();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(15);
    for (const { path, method, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      if (["post", "put", "patch", "delete"].includes(method)) {
        // 400: Fastify refuses a body that is not JSON even where the route reads none.
        expect(statuses, `${method} ${path}`).toEqual(
          expect.arrayContaining(["400", "415", "429"]),
        );
      }
      // 400: a parameter that is not percent-encoded UTF-8 (`%ED%A0%80`).
      if (path.includes("{")) {
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(["400", "414"]));
      }
    }
  });

  it("documents the 200 of every route, Better Auth's included", async () => {
    const document = await docs();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain("200");
      }
    }
    const { paths } = document;
    expect(Object.keys(paths["/api/auth/sign-up/email"]!.post!.responses)).toEqual(
      expect.arrayContaining(["200", "422"]),
    );
    expect(Object.keys(paths["/api/auth/sign-out"]!.post!.responses)).toContain("200");
    expect(Object.keys(paths["/images/{file}"]!.get!.responses)).toContain("404");
  });

  it("lists null among the values of a nullable enum (a phone's condition may be unknown)", async () => {
    const text = JSON.stringify((await docs()).paths["/api/products/{id}"]?.get);
    const condition = /"condition":(\{[^}]*\})/.exec(text)?.[1];
    expect(JSON.parse(condition ?? "{}")).toMatchObject({
      nullable: true,
      enum: ["like-new", "excellent", "good", "fair", "for-parts", null],
    });
  });

  it("says the bodies of /sold and /reported are optional", async () => {
    const { paths } = await docs();
    expect(paths["/api/products/{id}/sold"]!.patch!.requestBody?.required).toBe(false);
    expect(paths["/api/products/reported/{id}"]!.patch!.requestBody?.required).toBe(false);
    // A body the routes demand stays required.
    expect(paths["/api/products"]!.post!.requestBody?.required).toBe(true);
  });
});

describe("who may call what", () => {
  it("is declared by every operation: signed in behind requireUser or requireRole, else anyone", async () => {
    const { paths } = await docs();
    const undeclared = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => !Array.isArray(operation.security))
        .map(([method]) => `${method} ${path}`),
    );
    expect(undeclared).toEqual([]);
    const signedIn = [{ session: [] }, { bearer: [] }];
    expect(paths["/api/bookedproducts"]!.post!.security).toEqual(signedIn);
    expect(paths["/api/admin/users/{id}/ban"]!.post!.security).toEqual(signedIn);
    // Better Auth checks this one's session itself.
    expect(paths["/api/auth/update-user"]!.post!.security).toEqual(signedIn);
    // Anyone: the empty requirement (an empty list would read as "left out" to scanners).
    expect(paths["/api/auth/sign-up/email"]!.post!.security).toEqual([{}]);
    expect(paths["/api/products"]!.get!.security).toEqual([{}]);
  });
});

describe("the limits the document states", () => {
  // A path of the site, which Better Auth would take as a callback: one character too long.
  const tooLong = `/${"a".repeat(2000)}`;

  it("are the server's own: a longer sign-in callback or provider is refused with 400", async () => {
    const email = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: ORIGIN,
      remoteAddress: nextClientIp(),
      payload: { email: uniqueEmail("limits"), password: "wrong-password-1", callbackURL: tooLong },
    });
    expect(email.statusCode, email.body).toBe(400);
    for (const body of [
      { provider: "google", callbackURL: tooLong },
      { provider: "google", errorCallbackURL: tooLong },
      { provider: "g".repeat(33) },
    ]) {
      const social = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/social",
        headers: ORIGIN,
        remoteAddress: nextClientIp(),
        payload: body,
      });
      expect(social.statusCode, social.body).toBe(400);
    }
    // At the limit, the request reaches Better Auth (Google is not configured in tests: 404).
    const atLimit = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/social",
      headers: ORIGIN,
      remoteAddress: nextClientIp(),
      payload: { provider: "g".repeat(32), callbackURL: tooLong.slice(0, -1) },
    });
    expect(atLimit.statusCode, atLimit.body).toBe(404);
  });

  it("hold for every spelling of the sign-in route: a right password with too long a callback signs no one in", async () => {
    const user = { email: uniqueEmail("callback"), password: "correct-horse-1" };
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: ORIGIN,
      remoteAddress: nextClientIp(),
      payload: { name: "Callback Person", ...user },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const signIn = (url: string, callbackURL: string) =>
      app.inject({
        method: "POST",
        url,
        headers: ORIGIN,
        remoteAddress: nextClientIp(),
        payload: { email: user.email, password: user.password, callbackURL },
      });
    for (const url of [
      "/api/auth/sign-in/email",
      "/api/auth/sign-in/email/",
      "/api/auth//sign-in/email",
      "/api/auth/sign-in/emai%6C",
      "/api/auth/Sign-In/email",
    ]) {
      const refused = await signIn(url, tooLong);
      expect(refused.statusCode, `${url}: ${refused.body}`).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, `${url}: ${refused.body}`).toBeLessThan(500);
      expect(refused.headers["set-cookie"], url).toBeUndefined();
    }
    // The same sign-in with a callback at the limit goes through.
    const signedIn = await signIn("/api/auth/sign-in/email", tooLong.slice(0, -1));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it("refuse a longer photo name or meetup time", async () => {
    type Parameter = { name: string; schema: { maxLength?: number } };
    const images = (await docs()).paths["/images/{file}"]!.get! as { parameters?: Parameter[] };
    const maxLength = images.parameters?.find((p) => p.name === "file")?.schema.maxLength ?? 0;
    expect(maxLength).toBeGreaterThan(40);
    // The router's own limit on a path parameter (414) is the documented one.
    const name = (length: number) => `/images/${"a".repeat(length - 5)}.webp`;
    expect((await app.inject({ method: "GET", url: name(maxLength) })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: name(maxLength + 1) })).statusCode).toBe(414);

    const buyer = await createUserFast(app, "Buyer");
    const meetup = (at: string) =>
      injectAs(app, buyer, {
        method: "POST",
        url: "/api/deals/0b0e3a6e-8f4e-4b7e-9c55-4a3f0f7b2f11/meetup",
        payload: { place: "Bashundhara City, gate 2", at },
      });
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const long = await meetup(inAWeek.replace("Z", `${"0".repeat(20)}Z`));
    expect(long.statusCode, long.body).toBe(400);
    // The same time, short: checked, then refused for the deal that does not exist.
    expect((await meetup(inAWeek)).statusCode).toBe(404);
  });
});

describe("routes whose body is optional", () => {
  it("accept no body at all", async () => {
    const seller = await createUserFast(app, "Seller");
    const buyer = await createUserFast(app, "Buyer");
    const reported = await createTestProduct(app, seller);
    const sold = await createTestProduct(app, seller);
    const report = await injectAs(app, buyer, {
      method: "PATCH",
      url: `/api/products/reported/${reported}`,
    });
    expect(report.statusCode, report.body).toBe(200);
    const sale = await injectAs(app, seller, {
      method: "PATCH",
      url: `/api/products/${sold}/sold`,
    });
    expect(sale.statusCode, sale.body).toBe(200);
  });
});

describe("Better Auth's answers, now documented", () => {
  it("come back exactly as Better Auth wrote them", async () => {
    const email = uniqueEmail("docs");
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: ORIGIN,
      remoteAddress: nextClientIp(),
      payload: { name: "Docs Reader", email, password: "correct-horse-1", role: "Seller" },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.headers["content-type"]).toMatch(/^application\/json/);
    // The text Better Auth wrote, not one re-serialized from the documented schema.
    const body = signUp.json<{ token: string | null; user: Record<string, unknown> }>();
    expect(signUp.body).toBe(JSON.stringify(body));
    expect(Object.keys(body)).toEqual(["token", "user"]);
    // Better Auth's field order and every field it sends, extra ones included.
    expect(Object.keys(body.user)).toEqual([
      "name",
      "email",
      "emailVerified",
      "image",
      "createdAt",
      "updatedAt",
      "role",
      "verified",
      "language",
      "id",
    ]);
    expect(body.user).toMatchObject({ email, name: "Docs Reader", role: "Seller" });

    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: ORIGIN,
      remoteAddress: nextClientIp(),
      payload: { email, password: "correct-horse-1" },
    });
    expect(signIn.statusCode).toBe(200);
    expect(Object.keys(signIn.json<object>())).toEqual(["redirect", "token", "user"]);
    const cookie = String(signIn.headers["set-cookie"]).split(";")[0]!;

    const signOut = await app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { ...ORIGIN, cookie },
    });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.headers["content-type"]).toMatch(/^application\/json/);
    expect(signOut.body).toBe('{"success":true}');
  });
});
