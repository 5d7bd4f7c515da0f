import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readPrerenderedPages, withPrerenderedPage } from "./prerendered-pages";

const INDEX_HTML =
  '<html lang="en"><body><div id="root"></div><script src="/a.js"></script></body>';
const dirs: string[] = [];

function webDistWith(pages?: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-prerender-"));
  dirs.push(dir);
  if (pages !== undefined) {
    fs.mkdirSync(path.join(dir, ".prerender"));
    fs.writeFileSync(path.join(dir, ".prerender", "pages.json"), JSON.stringify(pages));
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("prerendered pages", () => {
  const pages = readPrerenderedPages(
    webDistWith({
      en: {
        "/": "<h1>Home</h1>",
        "/login": "<h1>Login $& $1</h1>",
        "/category/Apple": "<h1>Apple</h1>",
      },
      bn: { "/": "<h1>হোম</h1>" },
    }),
  );

  it("puts the page's HTML in #root, in the request's language", () => {
    expect(withPrerenderedPage(INDEX_HTML, pages, { locale: "en", pathname: "/" })).toBe(
      '<html lang="en"><body><div id="root"><h1>Home</h1></div><script src="/a.js"></script></body>',
    );
    expect(withPrerenderedPage(INDEX_HTML, pages, { locale: "bn", pathname: "/" })).toContain(
      '<div id="root"><h1>হোম</h1></div>',
    );
  });

  it("matches a path with a trailing slash, and keeps `$` in the page's text as it is", () => {
    expect(withPrerenderedPage(INDEX_HTML, pages, { locale: "en", pathname: "/login/" })).toContain(
      '<div id="root"><h1>Login $& $1</h1></div>',
    );
  });

  it("leaves other paths and languages without a prerendered page empty", () => {
    for (const page of [
      { locale: "en", pathname: "/dashboard" },
      { locale: "bn", pathname: "/login" },
    ] as const) {
      expect(withPrerenderedPage(INDEX_HTML, pages, page)).toBe(INDEX_HTML);
    }
  });

  it("serves a category page prerendered only for an address without filters", () => {
    const apple = (search: string) =>
      withPrerenderedPage(INDEX_HTML, pages, { locale: "en", pathname: "/category/Apple", search });
    expect(apple("")).toContain("<h1>Apple</h1>");
    expect(apple("lang=en")).toContain("<h1>Apple</h1>");
    for (const search of ["sort=price-asc", "q=13&lang=en", "verified=1"]) {
      expect(apple(search)).toBe(INDEX_HTML);
    }
    // Other pages do not read their query: tracking parameters keep them prerendered.
    expect(
      withPrerenderedPage(INDEX_HTML, pages, { locale: "en", pathname: "/", search: "fbclid=x" }),
    ).toContain("<h1>Home</h1>");
  });

  it("serves no page prerendered when the build has none", () => {
    const none = readPrerenderedPages(webDistWith());
    expect(withPrerenderedPage(INDEX_HTML, none, { locale: "en", pathname: "/" })).toBe(INDEX_HTML);
  });
});
