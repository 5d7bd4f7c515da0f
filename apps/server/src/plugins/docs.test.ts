import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Operation = { responses: Record<string, unknown> };

describe("the OpenAPI document", () => {
  it("documents 415 and 429 on every write and 414 on every route with a path parameter", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/docs" })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(15);
    for (const { path, method, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      if (["post", "put", "patch", "delete"].includes(method)) {
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(["415", "429"]));
      }
      if (path.includes("{")) expect(statuses, `${method} ${path}`).toContain("414");
    }
  });
});
