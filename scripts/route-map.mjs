// Writes the table from each URL to the file that serves it into ARCHITECTURE.md, between
// `<!-- route-map:start -->` and `<!-- route-map:end -->`. `--check` changes nothing and fails
// when that block is stale (run by the lint step of scripts/test.mjs).
//
// Server: every non-test .ts file under apps/server/src that registers a route with
// `x.get/post/put/patch/delete/head("/...")` or `x.route({ method, url })`.
// Web: the <Route path=...> tree of apps/web/src/app/router.tsx and the lazy imports behind it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(root, "ARCHITECTURE.md");
const START = "<!-- route-map:start -->";
const END = "<!-- route-map:end -->";

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    const isSource = entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts");
    const isTest = /\.test\.ts$|test-helpers|\.testing\.ts$/.test(entry.name);
    return isSource && !isTest ? [full] : [];
  });
}

const relative = (file) => path.relative(root, file).split(path.sep).join("/");

/** `const NAME = "/..."` in the same file, for routes registered with a named constant. */
function constantsOf(source) {
  const constants = new Map();
  for (const match of source.matchAll(/const\s+([A-Z][A-Z0-9_]*)\s*=\s*["'`](\/[^"'`]*)["'`]/g)) {
    constants.set(match[1], match[2]);
  }
  return constants;
}

function serverRoutes() {
  const rows = [];
  for (const file of filesUnder(path.join(root, "apps/server/src"))) {
    const source = fs.readFileSync(file, "utf8");
    const constants = constantsOf(source);
    const shorthand =
      /\b\w+\.(get|post|put|patch|delete|head)\(\s*(?:["'`](\/[^"'`]*)["'`]|([A-Z][A-Z0-9_]*)\s*,)/g;
    for (const match of source.matchAll(shorthand)) {
      const url = match[2] ?? constants.get(match[3]);
      if (url !== undefined) rows.push({ method: match[1].toUpperCase(), url, file });
    }
    for (const match of source.matchAll(/\.route\(\{([\s\S]*?)\burl:\s*["'`](\/[^"'`]*)["'`]/g)) {
      const methods = /method:\s*(\[[^\]]*\]|["'`]\w+["'`])/.exec(match[1]);
      const method = methods ? [...methods[1].matchAll(/\w+/g)].map((m) => m[0]).join(", ") : "?";
      rows.push({ method: method.toUpperCase(), url: match[2], file });
    }
  }
  return rows
    .map((row) => ({ ...row, file: relative(row.file) }))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** The text outside every {...}: a JSX tag's own attributes. */
function withoutBraces(tag) {
  let depth = 0;
  let kept = "";
  for (const char of tag) {
    if (char === "{") depth++;
    if (depth === 0) kept += char;
    if (char === "}") depth--;
  }
  return kept;
}

/**
 * The page path of each <Route>, nested routes joined to their parents' paths. A route
 * `path="x/*"` whose page is a `…-routes` module has its own <Routes> there: read in turn, under
 * `/x`.
 */
function webPages(routerFile = path.join(root, "apps/web/src/app/router.tsx"), prefix = "") {
  const source = fs.readFileSync(routerFile, "utf8");
  // Component name -> the module it is loaded from.
  const loaders = new Map();
  for (const match of source.matchAll(/const\s+(\w+)\s*=\s*\(\)\s*=>\s*import\("([^"]+)"\)/g)) {
    loaders.set(match[1], match[2]);
  }
  const modules = new Map();
  for (const match of source.matchAll(/const\s+(\w+)\s*=\s*lazy\(([\s\S]*?)\);\n/g)) {
    const direct = /import\("([^"]+)"\)/.exec(match[2]);
    const viaLoader = [...loaders.keys()].find((name) =>
      new RegExp(`\\b${name}\\b`).test(match[2]),
    );
    const from = direct?.[1] ?? loaders.get(viaLoader);
    if (from !== undefined) modules.set(match[1], from);
  }
  const absoluteOf = (component) => {
    const from = modules.get(component);
    if (from === undefined) return routerFile;
    const base = from.startsWith("@/")
      ? path.join(root, "apps/web/src", from.slice(2))
      : path.resolve(path.dirname(routerFile), from);
    return [".tsx", ".ts"].map((ext) => base + ext).find((file) => fs.existsSync(file)) ?? from;
  };
  const fileOf = (component) => relative(absoluteOf(component));

  const rows = [];
  const stack = [];
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf("<Route", at);
    const close = source.indexOf("</Route>", at);
    if (open === -1 && close === -1) break;
    if (close !== -1 && (open === -1 || close < open)) {
      stack.pop();
      at = close + "</Route>".length;
      continue;
    }
    if (!/\s/.test(source[open + "<Route".length])) {
      at = open + 1; // <Routes>
      continue;
    }
    // The tag ends at the first ">" outside braces.
    let depth = 0;
    let end = open;
    for (end = open; end < source.length; end++) {
      const char = source[end];
      if (char === "{") depth++;
      else if (char === "}") depth--;
      else if (char === ">" && depth === 0) break;
    }
    const tag = source.slice(open, end + 1);
    const isSelfClosing = tag.endsWith("/>");
    const attributes = withoutBraces(tag);
    const ownPath = /\bpath="([^"]*)"/.exec(attributes)?.[1];
    const isIndex = /\bindex\b/.test(attributes);
    const parent = stack.at(-1) ?? prefix;
    const full =
      ownPath === undefined ? parent : ownPath === "*" ? `${prefix}*` : `${parent}/${ownPath}`;
    const element = /element=\{([\s\S]*)\}/.exec(tag)?.[1] ?? "";
    const page = /page=\{(\w+)\}/.exec(element)?.[1] ?? /<(\w+)/.exec(element)?.[1];
    const nested = page === undefined ? undefined : absoluteOf(page);
    if (ownPath?.endsWith("/*") && nested?.endsWith("-routes.tsx")) {
      rows.push(...webPages(nested, full.slice(0, -"/*".length)));
    } else if ((ownPath !== undefined || isIndex) && page !== undefined) {
      const shown =
        full === ""
          ? "/"
          : full.endsWith("*")
            ? `(any other path${prefix ? ` under ${prefix}` : ""})`
            : full;
      rows.push({ path: shown, page, file: fileOf(page) });
    }
    if (!isSelfClosing) stack.push(full);
    at = end + 1;
  }
  return rows;
}

function block() {
  const api = serverRoutes();
  const pages = webPages();
  return [
    START,
    "<!-- Written by `node scripts/route-map.mjs`; do not edit by hand. -->",
    "<!-- prettier-ignore-start -->",
    "",
    `**Server routes** (${api.length}; \`apps/server/src\`):`,
    "",
    "| Method | URL | File |",
    "| --- | --- | --- |",
    ...api.map((row) => `| ${row.method} | \`${row.url}\` | \`${row.file}\` |`),
    "",
    `**Web pages** (${pages.length}; the tree in \`apps/web/src/app/router.tsx\`):`,
    "",
    "| Path | Component | File |",
    "| --- | --- | --- |",
    ...pages.map((row) => `| \`${row.path}\` | \`${row.page}\` | \`${row.file}\` |`),
    "",
    "<!-- prettier-ignore-end -->",
    END,
  ].join("\n");
}

const text = fs.readFileSync(target, "utf8");
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start === -1 || end === -1 || end < start) {
  console.error(`ARCHITECTURE.md lacks the ${START} … ${END} block.`);
  process.exit(1);
}
const next = text.slice(0, start) + block() + text.slice(end + END.length);
if (process.argv.includes("--check")) {
  if (next !== text) {
    console.error("The route map in ARCHITECTURE.md is stale: run `node scripts/route-map.mjs`.");
    process.exit(1);
  }
  console.log("The route map in ARCHITECTURE.md is current.");
} else {
  fs.writeFileSync(target, next);
  console.log("Wrote the route map into ARCHITECTURE.md.");
}
