import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../errors";
import { publicUrlOf } from "../../plugins/public-url";
import {
  pagesSitemap,
  phonesSitemap,
  sitemapIndex,
  type SitemapSource,
} from "./products.sitemap.service";

const PHONES_FILE = /^phones-([1-9]\d{0,5})\.xml$/;

/** Crawlers come back daily at most; an hour keeps a burst of them off the database. */
function sendXml(reply: FastifyReply, xml: string) {
  return reply
    .header("cache-control", "public, max-age=3600")
    .type("application/xml; charset=utf-8")
    .send(xml);
}

/**
 * The sitemap (decision 018): `/sitemap.xml` is an index of `/sitemaps/pages.xml` (the public
 * pages) and `/sitemaps/phones-N.xml` (every available phone with its listing date, at most
 * 50,000 a file). Public, like the pages it names; not part of the API.
 */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const sourceOf = (request: FastifyRequest): SitemapSource => ({
    db: app.db,
    cache: app.listCache,
    publicUrl: publicUrlOf(request, app.config),
    urlsPerFile: app.config.sitemapUrlsPerFile,
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) =>
    sendXml(reply, await sitemapIndex(sourceOf(request))),
  );

  app.get(
    "/sitemaps/:file",
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const { file } = request.params;
      if (file === "pages.xml") return sendXml(reply, pagesSitemap(sourceOf(request).publicUrl));
      const n = PHONES_FILE.exec(file)?.[1];
      const xml = n === undefined ? undefined : await phonesSitemap(sourceOf(request), Number(n));
      if (xml === undefined) throw notFound("NOT_FOUND", "No sitemap file with this name.");
      return sendXml(reply, xml);
    },
  );
};
