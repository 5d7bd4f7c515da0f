// Sums test cases from the JSON reports of Vitest and Playwright in a folder.
import fs from "node:fs";
import path from "node:path";

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined;
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
    }
  }
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed } = countResults(process.argv[2] ?? "test-results");
  console.log(`${passed} passed, ${failed} failed`);
}
