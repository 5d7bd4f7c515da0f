import type { Condition, Location } from "@bechedaw/shared/constants";
import { BRANDS, type Brand } from "@bechedaw/shared/constants";
import { INTL_LOCALE, LANG_QUERY, type Locale } from "@bechedaw/shared/locale";
import { documentTitle, documentTitleOf, SITE_NAME } from "@bechedaw/shared/page-titles";
import { photoSrcSet } from "@bechedaw/shared/products-format";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { isUuid } from "../../db/uuid";
import type { MetaTag, PageHead, PageLookup, Preload, ServedPage } from "../../plugins/head-tags";
import type { CategoryPageRenderer } from "../../plugins/server-rendered-pages";
import { findUserProfile } from "../auth";
import { imageColumns, imageUrl, joinImage } from "../images";
import type { CachedPage } from "./catalogue.list-cache";
import { CONDITION_NAMES, LOCATION_NAMES_BN, PREVIEW_TEXTS } from "./catalogue.previews.texts";
import { isOnShow, products } from "../listings/listings.tables";

/** How much of a listing's own text a preview quotes, at most (Facebook shows about this). */
const EXCERPT_LENGTH = 160;
/** Read this much of the text: enough for the excerpt once runs of spaces are folded. */
const EXCERPT_SOURCE_LENGTH = 400;
/** Seller ids are Better Auth's short random ids; anything longer is not asked for. */
const MAX_SELLER_ID_LENGTH = 64;

const PHONE_PATH = /^\/phones\/([^/]+)\/?$/i;
const SELLER_PATH = /^\/sellers\/([^/]+)\/?$/i;
const CATEGORY_PATH = /^\/category\/([^/]+)\/?$/;
/** Where the search page draws phones as rows with 112-px photos (apps/web search-results.tsx). */
const ROWS_MEDIA = "(max-width: 767.98px)";

/** One primary-key read of a phone and its cover photo: placeholder `id`. */
const phonePreview = preparedQuery((db) =>
  joinImage(
    db
      .select({
        id: products.id,
        name: products.name,
        price: products.resalePrice,
        condition: products.condition,
        location: products.location,
        status: products.status,
        text: sql<
          string | null
        >`left(${products.descriptionText}, ${sql.raw(String(EXCERPT_SOURCE_LENGTH))})`,
        photo: imageColumns.name,
      })
      .from(products)
      .$dynamic(),
    products.imageId,
  )
    // Held, rejected and banned sellers' listings have no public page (decision 023).
    .where(and(eq(products.id, sql.placeholder("id")), isOnShow()))
    .prepare("phone_preview"),
);

type PhoneRow = {
  id: string;
  name: string;
  price: number;
  condition: string | null;
  location: string;
  status: string;
  text: string | null;
  photo: string;
};

const priceFormats = new Map<Locale, Intl.NumberFormat>();

/** `৳45,000` in English, `৳৪৫,০০০` in Bangla, as the web app writes prices. */
function formatTaka(amount: number, locale: Locale): string {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 });
    priceFormats.set(locale, format);
  }
  return `৳${format.format(amount)}`;
}

/** The start of a listing's text on one line, cut at a word with "…" when longer. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= EXCERPT_LENGTH) return line;
  const cut = line.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function locationName(location: string, locale: Locale): string {
  return locale === "bn" ? (LOCATION_NAMES_BN[location as Location] ?? location) : location;
}

const OG_LOCALE: Record<Locale, string> = { en: "en_US", bn: "bn_BD" };

/** The tags every preview has: site, language, address and its canonical link. */
function previewHead(page: {
  title: string;
  ogTitle: string;
  description: string;
  type: string;
  url: string;
  locale: Locale;
  extra: MetaTag[];
}): PageHead {
  return {
    title: page.title,
    description: page.description,
    canonical: page.url,
    meta: [
      { property: "og:type", content: page.type },
      { property: "og:site_name", content: SITE_NAME },
      { property: "og:locale", content: OG_LOCALE[page.locale] },
      { property: "og:title", content: page.ogTitle },
      { property: "og:description", content: page.description },
      { property: "og:url", content: page.url },
      ...page.extra,
    ],
  };
}

/**
 * A phone's preview (decision 018): "Galaxy S21, ৳45,000" as its title, price, condition,
 * district and the start of its text as its description, its cover photo as an absolute URL.
 * A sold phone says so first.
 */
function phonePageHead(phone: PhoneRow, locale: Locale, publicUrl: string): PageHead {
  const price = formatTaka(phone.price, locale);
  const sold = phone.status === "sold" ? PREVIEW_TEXTS.sold[locale] : undefined;
  const name = `${phone.name}, ${price}`;
  const ogTitle = sold ? `${sold}: ${name}` : name;
  const condition = phone.condition && CONDITION_NAMES[phone.condition as Condition]?.[locale];
  const facts = [sold, price, condition, locationName(phone.location, locale)].filter(Boolean);
  const text = phone.text ? excerpt(phone.text) : "";
  const description = text ? `${facts.join(" · ")}. ${text}` : facts.join(" · ");
  const image = `${publicUrl}${imageUrl(phone.photo)}`;
  return previewHead({
    title: `${ogTitle} · ${documentTitle("phone", locale)}`,
    ogTitle,
    description,
    type: "product",
    url: `${publicUrl}/phones/${phone.id}`,
    locale,
    extra: [
      { property: "og:image", content: image },
      { property: "og:image:alt", content: phone.name },
      { property: "product:price:amount", content: String(phone.price) },
      { property: "product:price:currency", content: "BDT" },
      { name: "twitter:card", content: "summary_large_image" },
    ],
  });
}

/** A seller's preview: their name as the title, a line about their phones. */
function sellerPageHead(
  seller: { id: string; name: string },
  locale: Locale,
  publicUrl: string,
): PageHead {
  return previewHead({
    title: `${seller.name} · ${documentTitle("seller", locale)}`,
    ogTitle: seller.name,
    description: PREVIEW_TEXTS.sellerDescription[locale].replace("{name}", () => seller.name),
    type: "profile",
    url: `${publicUrl}/sellers/${encodeURIComponent(seller.id)}`,
    locale,
    extra: [{ name: "twitter:card", content: "summary" }],
  });
}

/** A page whose record is gone: the app's "not found" title, no preview, status 404. */
function gonePage(locale: Locale): ServedPage {
  return { status: 404, head: { title: documentTitle("notFound", locale), meta: [] } };
}

async function phonePage(db: Database, id: string, locale: Locale, publicUrl: string) {
  if (!isUuid(id)) return gonePage(locale);
  const [phone] = await phonePreview(db).execute({ id });
  if (!phone) return gonePage(locale);
  return { status: 200 as const, head: phonePageHead(phone, locale, publicUrl) };
}

async function sellerPage(db: Database, id: string, locale: Locale, publicUrl: string) {
  if (id.length > MAX_SELLER_ID_LENGTH) return gonePage(locale);
  const seller = await findUserProfile(db, id);
  if (seller?.role !== "Seller" || seller.bannedAt !== null) return gonePage(locale);
  return { status: 200 as const, head: sellerPageHead(seller, locale, publicUrl) };
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A brand's first page of phones, from the list cache: what `/category/:brand` shows first. */
export type FirstPageOfBrand = (brand: Brand) => Promise<CachedPage>;

/**
 * A category page without filters (decisions 031, 036): drawn by the server with its first
 * phones when `renderCategoryPage` can (its address exactly, the brand spelt as ours, so each
 * language has one HTML per list version); its list's answer (unless drawn: the browser has it
 * then) and, on a phone's screen, its first photo start downloading with the HTML.
 */
async function categoryPage(
  name: string,
  search: string,
  locale: Locale,
  pathname: string,
  pages: CategoryPages,
): Promise<ServedPage | undefined> {
  const wanted = name.toLowerCase();
  const brand = BRANDS.find((known) => known.toLowerCase() === wanted);
  // A brand we do not list: the web app says so, and the answer is a 404 (no soft "not found").
  if (!brand) return { status: 404, head: { title: documentTitleOf(pathname, locale), meta: [] } };
  const asksForMore = [...new URLSearchParams(search).keys()].some((key) => key !== LANG_QUERY);
  if (asksForMore) return undefined;
  const firstPage = await pages.firstPageOf(brand);
  const isExact = pathname.replace(/\/+$/, "") === `/category/${brand}`;
  const body = isExact ? await pages.renderCategoryPage?.({ locale, brand, firstPage }) : undefined;
  const preloads: Preload[] = [];
  if (!body) {
    const query = new URLSearchParams({ category: brand }).toString();
    preloads.push({ as: "fetch", href: `/api/products?${query}` });
  }
  const srcset = firstPage.firstImg && photoSrcSet(firstPage.firstImg);
  if (srcset)
    preloads.push({ as: "image", imagesrcset: srcset, imagesizes: "112px", media: ROWS_MEDIA });
  const head = { title: documentTitleOf(pathname, locale), meta: [], preloads };
  return { status: 200, head, ...(body && { body }) };
}

/** What a category page is served with: its first page, and the server's renderer, if any. */
export type CategoryPages = {
  firstPageOf: FirstPageOfBrand;
  renderCategoryPage?: CategoryPageRenderer;
};

/**
 * The served pages the server knows more of than their path: `/phones/:id` and `/sellers/:id`,
 * each one indexed read (a phone or seller that is gone, or never was, is a 404), and a
 * category page's phones and preloads. Every other page: undefined.
 */
export function recordPageLookup(db: Database, categoryPages: CategoryPages): PageLookup {
  return async ({ pathname, search, locale, publicUrl }) => {
    const phone = PHONE_PATH.exec(pathname)?.[1];
    if (phone !== undefined) return phonePage(db, decoded(phone) ?? "", locale, publicUrl);
    const seller = SELLER_PATH.exec(pathname)?.[1];
    if (seller !== undefined) return sellerPage(db, decoded(seller) ?? "", locale, publicUrl);
    const category = CATEGORY_PATH.exec(pathname)?.[1];
    if (category !== undefined) {
      return categoryPage(decoded(category) ?? "", search, locale, pathname, categoryPages);
    }
    return undefined;
  };
}
