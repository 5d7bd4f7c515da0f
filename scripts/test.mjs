// `npm test`: lint, types, unit + integration (Vitest), end-to-end (Playwright in Chromium).
// Prints "N passed, N failed" last. REQUIRE_E2E=1 (set by CI) turns a skipped browser suite
// into a failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { countResults } from "./count-results.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "test-results");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

let isFailed = false;
const failedSteps = [];
function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  console.log(`⏱ ${name}: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    isFailed = true;
    failedSteps.push(name);
    console.log(`✖ ${name} failed`);
  }
  return result.status === 0;
}

step("lint", "npx", ["eslint", "."]);
step("route map in ARCHITECTURE.md", "node", ["scripts/route-map.mjs", "--check"]);
step("no references to documents outside the repository", "node", ["scripts/check-references.mjs"]);
step("format", "npx", ["prettier", "--check", "."]);
step("unused files, exports and dependencies", "npx", ["knip"]);
step("typecheck", "node", ["scripts/typecheck.mjs"]);
step("unit and integration tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, "vitest.json")}`,
]);

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (fs.existsSync(chromium)) {
  step("web build", "npm", ["run", "build", "-w", "apps/web"]);
  step("end-to-end tests", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "playwright.json"),
  });
} else {
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

// Written for .ci/run, which names them again last, where a CI log's tail shows them.
fs.writeFileSync(path.join(reports, "failed-steps.txt"), failedSteps.join("\n"));
const { passed, failed } = countResults(reports);
if (isFailed && failed === 0) {
  console.log("A check other than a test case failed (see ✖ above).");
}
console.log(`${passed} passed, ${failed + (isFailed && failed === 0 ? 1 : 0)} failed`);
process.exit(isFailed ? 1 : 0);
