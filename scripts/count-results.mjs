// Sums test cases from the JSON reports of Vitest and Playwright in a folder.
import fs from "node:fs";
import path from "node:path";

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined;
}

/** Titles of the failed test cases, and errors outside any test, in these reports. */
export function failures(folder) {
  const names = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  const found = [];
  for (const name of names.filter((file) => file.endsWith(".json"))) {
    const report = readJson(path.join(folder, name));
    if (!report) continue;
    if (name.startsWith("vitest")) {
      for (const file of report.testResults ?? []) {
        const where = path.relative(process.cwd(), file.name ?? "");
        const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
        for (const test of failed) found.push(`${name}: ${where} > ${test.fullName}`);
        if (failed.length === 0 && file.status === "failed") {
          found.push(`${name}: ${where}: ${String(file.message ?? "failed").split("\n")[0]}`);
        }
      }
    } else if (name.startsWith("playwright")) {
      const walk = (suite, trail) => {
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests ?? []) {
            if (test.status === "unexpected" || test.status === "flaky") {
              found.push(`${name}: ${[...trail, spec.title].join(" > ")} (${test.status})`);
            }
          }
        }
        for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
      };
      for (const suite of report.suites ?? []) walk(suite, [suite.title]);
      for (const error of report.errors ?? []) {
        found.push(`${name}: outside any test: ${String(error.message ?? "").split("\n")[0]}`);
      }
    }
  }
  return found;
}

export function countResults(folder) {
  let passed = 0;
  let failed = 0;
  const names = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  for (const name of names.filter((file) => file.endsWith(".json"))) {
    const report = readJson(path.join(folder, name));
    if (!report) continue;
    if (name.startsWith("vitest")) {
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      // A file that failed to load has no failed test of its own; count the file.
      if ((report.numFailedTests ?? 0) === 0) failed += report.numFailedTestSuites ?? 0;
    } else if (name.startsWith("playwright")) {
      passed += report.stats?.expected ?? 0;
      failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
      // An error outside any test (global setup, a file that does not load) fails the run.
      failed += (report.errors ?? []).length;
    }
  }
  return { passed, failed };
}

// `node scripts/count-results.mjs DIR` prints the closing line; `--failures DIR` what failed.
if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === "--failures") {
    for (const line of failures(process.argv[3] ?? "test-results")) console.log(`  ✖ ${line}`);
  } else {
    const { passed, failed } = countResults(process.argv[2] ?? "test-results");
    console.log(`${passed} passed, ${failed} failed`);
  }
}
