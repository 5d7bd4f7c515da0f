import fs from "node:fs";
import path from "node:path";
import { LOCATIONS } from "@bechedaw/shared/constants";
import { describe, expect, it } from "vitest";
import { MESSAGES as BN_CORE } from "./bn";
import { MESSAGES as BN_BLOG } from "./bn/blog-index";
import { MESSAGES as EN_CORE } from "./en";
import { MESSAGES as EN_BLOG } from "./en/blog-index";
import { MESSAGES as BN_ADMIN } from "./bn/admin-index";
import { MESSAGES as BN_BOOKINGS } from "./bn/bookings-index";
import { MESSAGES as BN_DASHBOARD } from "./bn/dashboard-index";
import { MESSAGES as BN_FIND } from "./bn/find-index";
import { MESSAGES as EN_BOOKINGS } from "./en/bookings-index";
import { MESSAGES as EN_DASHBOARD } from "./en/dashboard-index";
import { MESSAGES as EN_FIND } from "./en/find-index";
import { MESSAGES as EN_ADMIN } from "./en/admin-index";
import { MESSAGES as EN_RESET } from "./en/reset-index";
import { MESSAGES as BN_RESET } from "./bn/reset-index";
import { MESSAGES as EN_DEALS } from "./en/deals-index";
import { MESSAGES as BN_DEALS } from "./bn/deals-index";

const DISTRICT_IDS = new Set(LOCATIONS.map((location) => `common.location.${location}`));

const EN: Record<string, string> = {
  ...EN_CORE,
  ...EN_BLOG,
  ...EN_ADMIN,
  ...EN_DASHBOARD,
  ...EN_BOOKINGS,
  ...EN_FIND,
  ...EN_RESET,
  ...EN_DEALS,
};
const BN: Record<string, string> = {
  ...BN_CORE,
  ...BN_BLOG,
  ...BN_ADMIN,
  ...BN_DASHBOARD,
  ...BN_BOOKINGS,
  ...BN_FIND,
  ...BN_RESET,
  ...BN_DEALS,
};

const SRC = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join(SRC, "locales") ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The {placeholders} of an ICU message, e.g. "{count, plural, …}" → ["count"]. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]!).sort();
}

/** Words a Bangla reader may meet in Latin letters: brands, the site's name, file formats. */
const LATIN_ALLOWED = new Set(
  // KYD is the word BTRC's IMEI check takes by SMS: typed as it is in any language.
  "BecheDaw BecheDaw.com Apple Samsung Oppo Google iPhone Galaxy JPEG PNG WebP MB KB KYD".split(
    " ",
  ),
);

/** The Latin words of a message once its ICU syntax and tags are taken out. */
function latinWords(message: string): string[] {
  const text = message
    .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g, "{")
    .replace(/\b(one|other|few|many|zero|two|=\d+)\s*\{/g, "{")
    .replace(/\{\s*\w+\s*\}/g, " ")
    .replace(/<\/?\d+>/g, " ");
  return (text.match(/[A-Za-z]+(?:\.[A-Za-z]+)*/g) ?? []).filter(
    (word) => !LATIN_ALLOWED.has(word),
  );
}

describe("message catalogs", () => {
  it("have the same messages in English and Bangla", () => {
    expect(Object.keys(BN).sort()).toEqual(Object.keys(EN).sort());
  });

  it("give every Bangla message the placeholders of its English one", () => {
    const mismatched = Object.entries(EN)
      .filter(([id, en]) => placeholders(en).join() !== placeholders(BN[id] ?? "").join())
      .map(([id]) => id);
    expect(mismatched).toEqual([]);
  });

  it("hold no empty message and no English word in Bangla beyond brand names", () => {
    const offending = Object.entries(BN)
      .filter(([, bn]) => bn.trim() === "" || latinWords(bn).length > 0)
      .map(([id, bn]) => `${id}: ${bn}`);
    expect(offending).toEqual([]);
  });

  it("hold only messages the code uses", () => {
    const code = sourceFiles(SRC)
      .map((file) => fs.readFileSync(file, "utf8"))
      .join("\n");
    // Shared texts are looked up by their English wording (lib/i18n/shared-text.ts).
    // Districts are named by `common.location.<the district>` (lib/i18n/labels.ts).
    const unused = Object.keys(EN).filter(
      (id) => !id.startsWith("shared.") && !DISTRICT_IDS.has(id) && !code.includes(`"${id}"`),
    );
    expect(unused).toEqual([]);
  });
});
