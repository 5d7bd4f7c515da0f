import type { FastifyInstance } from "fastify";
import { publicUrlOf } from "./public-url";

/** The shop's public pages may be crawled; dashboards and the API may not. */
const RULES = ["User-agent: *", "Allow: /", "Disallow: /dashboard", "Disallow: /api/"];

/**
 * `GET /robots.txt`: the crawl rules and the sitemap's absolute address (the robots.txt
 * standard wants a full URL there), so the server writes it with the site's public address.
 */
export function registerRobots(app: FastifyInstance) {
  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
    const sitemap = `Sitemap: ${publicUrlOf(request, app.config)}/sitemap.xml`;
    return reply
      .header("cache-control", "public, max-age=3600")
      .type("text/plain; charset=utf-8")
      .send(`# BecheDaw\n${[...RULES, sitemap].join("\n")}\n`);
  });
}
