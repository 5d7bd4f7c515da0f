// `npm run lighthouse`: Lighthouse (mobile, simulated slow 4G) with the system Chromium on the
// home, blogs, login and a category page of a freshly started demo site. Prints each score beside
// its goal, writes bench/results/lighthouse.json, and exits non-zero when a goal is missed.
//   CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (the site's port, default a free
//   one), LIGHTHOUSE_CHROME_PORT (Chromium's debugging port, default a free one),
//   LIGHTHOUSE_PAGES (comma-separated paths, default all four), LIGHTHOUSE_REPORT_DIR (also keep
//   each page's full Lighthouse JSON report there, to see why a goal was missed), LIGHTHOUSE_URL
//   (measure a site already running there instead of starting one).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, startSite } from "./lighthouse-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? [
  "/",
  "/blogs",
  "/login",
  "/category/Samsung",
];
const CHROME_FLAGS = [
  "--headless=new",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
];

/** Each figure, how to read it from a report, and its goal. */
const FIGURES = [
  {
    name: "performance",
    read: (lhr) => score(lhr, "performance"),
    goal: ">= 95",
    ok: (v) => v >= 95,
  },
  {
    name: "accessibility",
    read: (lhr) => score(lhr, "accessibility"),
    goal: "100",
    ok: (v) => v === 100,
  },
  {
    name: "best practices",
    read: (lhr) => score(lhr, "best-practices"),
    goal: "100",
    ok: (v) => v === 100,
  },
  { name: "SEO", read: (lhr) => score(lhr, "seo"), goal: ">= 95", ok: (v) => v >= 95 },
  {
    name: "LCP (s)",
    read: (lhr) => audit(lhr, "largest-contentful-paint") / 1000,
    goal: "<= 2.0",
    ok: (v) => v <= 2.0,
  },
  {
    name: "CLS",
    read: (lhr) => audit(lhr, "cumulative-layout-shift"),
    goal: "<= 0.02",
    ok: (v) => v <= 0.02,
  },
];

function score(lhr, category) {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function audit(lhr, id) {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** The audits that cost points, so a missed goal says why. */
function failingAudits(lhr) {
  return Object.values(lhr.audits)
    .filter(
      (item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== "informative",
    )
    .filter(
      (item) => item.scoreDisplayMode !== "manual" && item.scoreDisplayMode !== "notApplicable",
    )
    .map((item) => `${item.id}${item.displayValue ? ` (${item.displayValue})` : ""}`);
}

function format(value) {
  return Number.isInteger(value) ? String(value) : value.toFixed(value < 1 ? 3 : 2);
}

function keepReport(page, report) {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const name = page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  fs.writeFileSync(path.join(dir, `${name}.json`), report);
}

async function measure(baseUrl, chromePort) {
  const results = [];
  const run = (page) =>
    lighthouse(`${baseUrl}${page}`, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
  for (const page of PAGES) {
    let runner = await run(page);
    // Chromium sometimes fails to record the trace (NO_NAVSTART); Lighthouse says to run again.
    if (runner.lhr.runtimeError) runner = await run(page);
    const lhr = runner.lhr;
    keepReport(page, runner.report);
    const figures = FIGURES.map((figure) => {
      const value = figure.read(lhr);
      return { name: figure.name, value, goal: figure.goal, met: figure.ok(value) };
    });
    results.push({
      page,
      figures,
      missed: failingAudits(lhr),
      runtimeError: lhr.runtimeError?.message,
    });
  }
  return results;
}

function print(results) {
  for (const result of results) {
    console.log(`\n${result.page}`);
    for (const figure of result.figures) {
      const mark = figure.met ? "ok" : "MISSED";
      console.log(
        `  ${figure.name.padEnd(15)} ${format(figure.value).padStart(6)}   goal ${figure.goal.padEnd(7)} ${mark}`,
      );
    }
    if (result.runtimeError) console.log(`  error: ${result.runtimeError}`);
    if (result.missed.length > 0) console.log(`  audits below 90: ${result.missed.join(", ")}`);
  }
}

async function openSite() {
  if (process.env.LIGHTHOUSE_URL) {
    return { baseUrl: process.env.LIGHTHOUSE_URL.replace(/\/$/, ""), stop: async () => {} };
  }
  const port = await freePort(process.env.LIGHTHOUSE_PORT);
  console.log(`Starting the demo site on 127.0.0.1:${port}…`);
  return startSite(root, port);
}

const site = await openSite();
let chrome;
let results;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    port: process.env.LIGHTHOUSE_CHROME_PORT
      ? Number(process.env.LIGHTHOUSE_CHROME_PORT)
      : undefined,
  });
  results = await measure(site.baseUrl, chrome.port);
} finally {
  await chrome?.kill();
  await site.stop();
}

print(results);
const summary = {
  date: new Date().toISOString(),
  settings: "Lighthouse mobile preset, simulated slow 4G, headless Chromium",
  pages: results,
};
const out = path.join(root, "bench/results/lighthouse.json");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
const isMet = results.every((result) => result.figures.every((figure) => figure.met));
console.log(
  `\n${isMet ? "Every goal met." : "Some goals MISSED (see above)."} Summary: ${path.relative(root, out)}`,
);
process.exit(isMet ? 0 : 1);
