import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from "@bechedaw/shared/locale";
import { compressedText } from "./compression";
import { apiNotFound } from "./error-handler";
import { type PageLookup, withPageHead } from "./head-tags";
import { readPrerenderedPages, withPrerenderedPage } from "./prerendered-pages";
import { publicUrlOf } from "./public-url";
import { withServerRenderedPage } from "./server-rendered-pages";
import { localeOfRequest, readPreloads, renderIndexHtml } from "./web-index";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app: hashed assets cached for a year, `index.html` never cached and
 * answered for every non-API path so the SPA router can take over. Text files go as the
 * brotli or gzip copies written beside them at build time (apps/web/build/precompressed.ts)
 * when the client accepts them. A page that shows a record (a phone, a seller) gets its own
 * title and link-preview tags from `lookUpPage`, and a 404 when the record is gone; a category
 * page, its first phones drawn into the HTML.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  lookUpPage?: PageLookup,
) {
  const indexFile = path.join(webDist, "index.html");
  const hasBuild = fs.existsSync(indexFile);
  const template = hasBuild ? fs.readFileSync(indexFile, "utf8") : "";
  const preloads = hasBuild
    ? readPreloads(webDist)
    : { catalogs: { en: [], bn: [] }, pages: { en: {}, bn: {} } };
  const prerendered = readPrerenderedPages(webDist);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The server answers /robots.txt itself (plugins/robots.ts), even from an older build.
      globIgnore: ["robots.txt"],
      // Otherwise @fastify/send's own "max-age=0" replaces the header set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", isHashed ? IMMUTABLE : "public, max-age=3600");
        // The same address answers br, gzip or plain bytes: caches must key on the encoding.
        res.setHeader("vary", "Accept-Encoding");
      },
    });
  } else {
    app.log.warn(`No web build at ${webDist}; run "npm run build" to serve the site.`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === "GET" || request.method === "HEAD";
    // A missing hashed asset is a 404, never the SPA's HTML under a script's name.
    const isApiOrAsset = request.url.startsWith("/api") || request.url.startsWith("/assets/");
    if (isApiOrAsset || !isPage || !hasBuild) {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    const { locale, isFromLink } = localeOfRequest(request);
    if (isFromLink) {
      const cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`;
      reply.header("set-cookie", cookie);
    }
    const [pathname = "/", search = ""] = request.url.split("?");
    const page = await lookUpPage?.({
      pathname,
      search,
      locale,
      publicUrl: publicUrlOf(request, app.config),
    });
    const index = renderIndexHtml(template, { locale, pathname, preloads });
    // Drawn by the server with its data (decision 036), else prerendered at build time (017).
    const html = page?.body
      ? withServerRenderedPage(index, page.body)
      : withPrerenderedPage(index, prerendered, { locale, pathname, search });
    if (page) reply.status(page.status);
    return reply
      .header("cache-control", "no-cache")
      .header("vary", "Cookie, Accept-Language")
      .header("content-language", locale)
      .type("text/html; charset=utf-8")
      .send(compressedText(request, reply, page ? withPageHead(html, page.head) : html));
  });
}
