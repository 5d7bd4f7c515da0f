import type { Locale } from "@bechedaw/shared/locale";
import type { ServerRenderedPage } from "./server-rendered-pages";
import { escapeHtml } from "./web-index";

/** A `<meta>` tag: Open Graph's are named by `property`, Twitter's and others by `name`. */
export type MetaTag = { property: string; content: string } | { name: string; content: string };

/**
 * What a page will ask for first, fetched while its JavaScript is still on its way: the list's
 * answer, and the photo a phone screen shows first (`media`: only where that layout is drawn).
 */
export type Preload =
  | { as: "fetch"; href: string }
  | { as: "image"; imagesrcset: string; imagesizes: string; media: string };

/** What the server knows of a page beyond its path: its title, description and preview tags. */
export type PageHead = {
  title: string;
  /** Replaces the site's `<meta name="description">`. */
  description?: string;
  meta: MetaTag[];
  /** `<link rel="canonical">`, an absolute URL. */
  canonical?: string;
  preloads?: Preload[];
};

/**
 * A page the server looked up: found (200) or gone (404), with what its head says and, when
 * the server drew the page itself (a category page with its phones, decision 036), its body.
 */
export type ServedPage = { status: 200 | 404; head: PageHead; body?: ServerRenderedPage };

/**
 * Looks up the page at `pathname` when it shows a record (a phone, a seller); undefined for
 * every other page. `publicUrl` is the site's address for absolute links (plugins/public-url.ts).
 */
export type PageLookup = (page: {
  pathname: string;
  /** The query string, without its `?`. */
  search: string;
  locale: Locale;
  publicUrl: string;
}) => Promise<ServedPage | undefined>;

/**
 * The served index.html with a page's own head: its title and description in place of the
 * ones written for its path, and its meta tags and canonical link before `</head>`. Every value
 * is escaped: a phone named `"><script>` stays text.
 */
export function withPageHead(html: string, head: PageHead): string {
  const tags = head.meta.map((tag) => {
    const [attribute, key] = "property" in tag ? ["property", tag.property] : ["name", tag.name];
    return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(tag.content)}">`;
  });
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const preload of head.preloads ?? []) tags.push(preloadTag(preload));
  // Replacement functions, not strings: a `$&` in a phone's name is text, not a pattern.
  const title = `<title>${escapeHtml(head.title)}</title>`;
  let page = html.replace(/<title>[^<]*<\/title>/, () => title);
  if (head.description !== undefined) {
    const description = `<meta name="description" content="${escapeHtml(head.description)}"`;
    page = /<meta name="description" content="[^"]*"/.test(page)
      ? page.replace(/<meta name="description" content="[^"]*"/, () => description)
      : page.replace("</head>", () => `${description}></head>`);
  }
  return page.replace("</head>", () => `${tags.join("")}</head>`);
}

function preloadTag(preload: Preload): string {
  if (preload.as === "fetch") {
    // `anonymous` is what a same-origin fetch() asks with, so the answer is reused, not fetched twice.
    return `<link rel="preload" as="fetch" href="${escapeHtml(preload.href)}" crossorigin="anonymous">`;
  }
  return (
    `<link rel="preload" as="image" imagesrcset="${escapeHtml(preload.imagesrcset)}" ` +
    `imagesizes="${escapeHtml(preload.imagesizes)}" media="${escapeHtml(preload.media)}" fetchpriority="high">`
  );
}
