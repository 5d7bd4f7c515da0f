import fs from "node:fs";
import path from "node:path";
import { LOCATIONS } from "@bechedaw/shared/constants";
import { describe, expect, it } from "vitest";
import { CATALOG_PARTS, type CatalogPart } from "@/lib/i18n/catalog-parts";

const DISTRICT_IDS = new Set(LOCATIONS.map((location) => `common.location.${location}`));

type Texts = Record<string, string>;

/** Every part of the catalog (the one list in lib/i18n/catalog-parts.ts), in both languages. */
const PARTS = await Promise.all(
  (Object.keys(CATALOG_PARTS) as CatalogPart[]).map(async (name) => {
    const [en, bn] = await Promise.all([CATALOG_PARTS[name].en(), CATALOG_PARTS[name].bn()]);
    const texts: { en: Texts; bn: Texts } = { en: en.MESSAGES, bn: bn.MESSAGES };
    return { name, ...texts };
  }),
);
const EN: Texts = Object.fromEntries(PARTS.flatMap((part) => Object.entries(part.en)));

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

describe.each(PARTS)("the $name part of the catalog", ({ en, bn }) => {
  it("has the same messages in English and Bangla", () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
  });

  it("gives every Bangla message the placeholders of its English one", () => {
    const mismatched = Object.entries(en)
      .filter(([id, text]) => placeholders(text).join() !== placeholders(bn[id] ?? "").join())
      .map(([id]) => id);
    expect(mismatched).toEqual([]);
  });

  it("holds no empty message and no English word in Bangla beyond brand names", () => {
    const offending = Object.entries(bn)
      .filter(([, text]) => text.trim() === "" || latinWords(text).length > 0)
      .map(([id, text]) => `${id}: ${text}`);
    expect(offending).toEqual([]);
  });
});

describe("message catalogs", () => {
  it("list every part there is: each index file in locales/en and locales/bn", () => {
    for (const locale of ["en", "bn"]) {
      const files = fs
        .readdirSync(path.join(SRC, "locales", locale))
        .filter((name) => /^(index|[a-z]+-index)\.ts$/.test(name));
      const parts = files.map((name) =>
        name === "index.ts" ? "core" : name.replace(/-index\.ts$/, ""),
      );
      expect(parts.sort()).toEqual(PARTS.map((part) => part.name).sort());
    }
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
