import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../app-error";
import { publicUrlOf } from "../../plugins/public-url";
import { SitemapCache, type Sitemap, type SitemapFile } from "./catalogue.sitemap.service";

const PHONES_FILE = /^phones-([1-9]\d{0,5})\.xml$/;
const takesGzip = new Negotiator({ supportedValues: ["gzip"] });

/**
 * Sends a sitemap file, gzipped as built when the crawler takes gzip. Crawlers come back daily
 * at most; an hour in caches keeps a burst of them off the server.
 */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: SitemapFile) {
  reply
    .header("cache-control", "public, max-age=3600")
    .header("vary", "Accept-Encoding")
    .type("application/xml; charset=utf-8");
  const accepted = request.headers["accept-encoding"];
  if (accepted && takesGzip.negotiate(accepted) === "gzip") {
    return reply.header("content-encoding", "gzip").send(file.gzipped);
  }
  return reply.send(file.xml);
}

function fileNamed(sitemap: Sitemap, name: string): SitemapFile | undefined {
  if (name === "pages.xml") return sitemap.pages;
  const n = PHONES_FILE.exec(name)?.[1];
  return n === undefined ? undefined : sitemap.phones[Number(n) - 1];
}

/**
 * The sitemap (decision 018): `/sitemap.xml` is an index of `/sitemaps/pages.xml` (the public
 * pages) and `/sitemaps/phones-N.xml` (every available phone with its listing date, at most
 * 50,000 a file). Public, like the pages it names; not part of the API.
 */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const sitemaps = new SitemapCache(app.db, app.config.sitemap, app.sitemapVersion);
  const sitemapFor = (request: FastifyRequest) => sitemaps.get(publicUrlOf(request, app.config));

  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) =>
    sendFile(request, reply, (await sitemapFor(request)).index),
  );

  app.get(
    "/sitemaps/:file",
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const { file } = request.params;
      const found = PHONES_FILE.test(file) || file === "pages.xml";
      const sitemapFile = found ? fileNamed(await sitemapFor(request), file) : undefined;
      if (!sitemapFile) throw notFound("NOT_FOUND", "No sitemap file with this name.");
      return sendFile(request, reply, sitemapFile);
    },
  );
};
