// The home page's initial JavaScript: the entry, everything it statically imports, the home
// page chunk with its static imports, and the language catalog loaded before the first render,
// gzipped.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const HOME_JS_BUDGET_KB = 120;

function staticImports(dist, file) {
  const code = fs.readFileSync(path.join(dist, file), "utf8");
  const dir = path.posix.dirname(file);
  return [...code.matchAll(/(?:import|from)\s*"(\.\/[^"]+\.js)"/g)].map((m) =>
    path.posix.join(dir, m[1]),
  );
}

/** The language catalog the server preloads with the page (the larger one: Bangla). */
function catalogFiles(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
  const sizes = ["en", "bn"].map((locale) => manifest[`src/locales/${locale}/index.ts`].file);
  return sizes
    .sort((a, b) => fs.statSync(path.join(dist, b)).size - fs.statSync(path.join(dist, a)).size)
    .slice(0, 1);
}

export function measureHomeJs(dist) {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  // The loader's entry and preloads (packages/shared/src/boot.ts), and any script tag.
  const entries = [
    ...[...html.matchAll(/\/(assets\/[^"\s]+\.js)/g)].map((m) => m[1]),
    ...catalogFiles(dist),
  ];
  const home = fs
    .readdirSync(path.join(dist, "assets"))
    .filter((name) => name.startsWith("home-page-") && name.endsWith(".js"))
    .map((name) => `assets/${name}`);
  const files = new Set();
  const queue = [...entries, ...home];
  while (queue.length > 0) {
    const file = queue.pop();
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...staticImports(dist, file));
  }
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  return { files: [...files], kb: bytes / 1024 };
}
