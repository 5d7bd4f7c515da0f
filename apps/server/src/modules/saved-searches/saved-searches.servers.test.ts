import type { Notification } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestAppPair,
  createTestProduct,
  createUserFast,
  injectAs,
  type TestUser,
} from "../../../test/helpers";
import { eq } from "drizzle-orm";
import { emailOutbox } from "../mail/mail.tables";
import { matchWaitingListings } from "./saved-searches.alerts.service";

const adminUrl = process.env.TEST_DATABASE_URL;

// Two servers on one PostgreSQL, as behind a load balancer (decision 032): both may run the
// alert task (a leader that changed, a restart), and still each match is notified once.
describe.runIf(adminUrl)("saved search alerts with two servers", () => {
  let servers: [FastifyInstance, FastifyInstance];
  let buyer: TestUser;
  let seller: TestUser;
  beforeAll(async () => {
    servers = await createTestAppPair(adminUrl!);
    [buyer, seller] = await Promise.all([
      createUserFast(servers[0], "Buyer"),
      createUserFast(servers[0], "Seller"),
    ]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it("notifies each match once and emails the instant search once, both servers running the task at once", async () => {
    const model = `Galaxy P${process.pid}`;
    const saved = await injectAs(servers[0], buyer, {
      method: "POST",
      url: "/api/saved-searches",
      payload: { name: "Both", search: { q: model }, email: "instant" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ids = await Promise.all(
      [1, 2, 3].map((i) => createTestProduct(servers[1], seller, { name: `${model} ${i}` })),
    );
    const run = (server: FastifyInstance) => matchWaitingListings(server.db, server.config);
    await Promise.all([run(servers[0]), run(servers[1]), run(servers[0]), run(servers[1])]);
    await Promise.all([run(servers[0]), run(servers[1])]);
    const list = await injectAs(servers[1], buyer, { method: "GET", url: "/api/notifications" });
    const alerts = list
      .json<Notification[]>()
      .filter((item) => item.kind === "saved-search-match")
      .map((item) => item.productId)
      .sort();
    expect(alerts).toEqual([...ids].sort());
    const emails = await servers[0].db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, buyer.email));
    expect(emails).toHaveLength(1);
  });
});
