// Writes apps/web/src/fonts/hind-siliguri-taka-{400,600}.woff2: Hind Siliguri cut down to the
// taka sign (৳, U+09F3) alone, so English pages show prices in the site's font without loading
// the 75 KB Bengali subset (docs/decisions/013-fast-pages.md). Run it again after updating
// @fontsource/hind-siliguri: `node scripts/taka-font.mjs`.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const TAKA = "\u09F3";

for (const weight of [400, 600]) {
  const source = require.resolve(
    `@fontsource/hind-siliguri/files/hind-siliguri-bengali-${weight}-normal.woff2`,
  );
  const subset = await subsetFont(fs.readFileSync(source), TAKA, { targetFormat: "woff2" });
  const target = path.join(root, `apps/web/src/fonts/hind-siliguri-taka-${weight}.woff2`);
  fs.writeFileSync(target, subset);
  console.log(`${path.relative(root, target)}: ${subset.length} bytes`);
}
