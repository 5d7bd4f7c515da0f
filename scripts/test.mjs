// `npm test`: lint, types, unit + integration (Vitest), end-to-end (Playwright in Chromium).
// Prints "N passed, N failed" last. REQUIRE_E2E=1 (set by CI) turns a skipped browser suite
// into a failure. Independent steps run side by side (each step's time is printed).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { countResults } from "./count-results.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "test-results");
const logs = path.join(reports, "logs");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(logs, { recursive: true });

const startedAll = Date.now();
let isFailed = false;
const failedSteps = [];
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs one step; answers whether it passed. `alone: false` (a step that runs beside others)
 * writes its output to a log file and prints it whole when it ends, so outputs never interleave.
 */
function step(name, command, args, { env = {}, alone = true } = {}) {
  const startedAt = Date.now();
  const log = path.join(logs, `${name.replace(/[^\w]+/g, "-")}.log`);
  const out = alone ? "inherit" : fs.openSync(log, "w");
  if (alone) console.log(`\n▶ ${name}`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", out, out],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  }).then((code) => {
    if (!alone) {
      fs.closeSync(out);
      console.log(`\n▶ ${name} (ran beside other steps; its output:)`);
      process.stdout.write(fs.readFileSync(log, "utf8"));
    }
    console.log(`⏱ ${name}: ${seconds(startedAt)}`);
    if (code !== 0) {
      isFailed = true;
      failedSteps.push(name);
      console.log(`✖ ${name} failed`);
    }
    return code === 0;
  });
}

/** Steps side by side (each a function that starts one step or a chain of them). */
const together = (...runs) => Promise.all(runs.map((run) => run()));
const beside = { alone: false };

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const hasChromium = fs.existsSync(chromium);
// Set by .ci/run: a PostgreSQL server on which the server suite and the deployment test run
// again, beside the browser tests (which wait on the browser much of the time).
const postgresUrl = process.env.CI_POSTGRES_URL;

// The static checks are light and mostly single-threaded: all at once, with the web build.
await together(
  () => step("lint", "npx", ["eslint", "."], beside),
  () => step("route map in ARCHITECTURE.md", "node", ["scripts/route-map.mjs", "--check"], beside),
  () =>
    step(
      "no references to documents outside the repository",
      "node",
      ["scripts/check-references.mjs"],
      beside,
    ),
  () => step("format", "npx", ["prettier", "--check", "."], beside),
  () => step("unused files, exports and dependencies", "npx", ["knip"], beside),
  () => step("typecheck", "node", ["scripts/typecheck.mjs"], beside),
  () => (hasChromium ? step("web build", "npm", ["run", "build", "-w", "apps/web"], beside) : true),
);

// Vitest's default is one worker fewer than the cores: one on a 2-core machine. Both cores.
await step("unit and integration tests", "npx", [
  "vitest",
  "run",
  `--maxWorkers=${Math.max(os.availableParallelism(), 1)}`,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, "vitest.json")}`,
]);

const vitestJson = (file) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, file)}`,
];
await together(
  () =>
    hasChromium &&
    step("end-to-end tests", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "playwright.json") },
      alone: !postgresUrl,
    }),
  async () => {
    if (!postgresUrl) return;
    const env = { TEST_DATABASE_URL: postgresUrl };
    // One worker: the browser tests take the other core.
    await step(
      "server suite on PostgreSQL",
      "npx",
      [
        "vitest",
        "run",
        "--project",
        "server",
        "--maxWorkers=1",
        ...vitestJson("vitest-postgres.json"),
      ],
      { env, alone: false },
    );
    await step(
      "deployment test",
      "npm",
      ["run", "test:deploy", "--", ...vitestJson("vitest-deploy.json")],
      { env, alone: false },
    );
  },
);

if (!hasChromium) {
  const banner = "!".repeat(72);
  console.log(`\n${banner}\n!! BROWSER TESTS SKIPPED: no Chromium at ${chromium}.`);
  console.log("!! Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.");
  console.log(`${banner}\n`);
  if (process.env.REQUIRE_E2E === "1") {
    console.log("✖ REQUIRE_E2E=1: a skipped browser suite is a failure.");
    isFailed = true;
    failedSteps.push("end-to-end tests (no Chromium)");
  }
}

console.log(`\n⏱ all steps: ${seconds(startedAll)}`);
// Written for .ci/run, which names them again last, where a CI log's tail shows them.
fs.writeFileSync(path.join(reports, "failed-steps.txt"), failedSteps.join("\n"));
const { passed, failed } = countResults(reports);
if (isFailed && failed === 0) {
  console.log("A check other than a test case failed (see ✖ above).");
}
console.log(`${passed} passed, ${failed + (isFailed && failed === 0 ? 1 : 0)} failed`);
process.exit(isFailed ? 1 : 0);
