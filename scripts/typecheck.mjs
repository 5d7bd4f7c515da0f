// Type-checks every workspace (each has its own tsconfig: DOM for web, Node for the rest).
import { spawnSync } from "node:child_process";

const projects = [".", "packages/shared", "apps/server", "apps/web", "e2e"];
let isFailed = false;
for (const project of projects) {
  const result = spawnSync("npx", ["tsc", "-p", project, "--noEmit"], { stdio: "inherit" });
  if (result.status !== 0) isFailed = true;
}
process.exit(isFailed ? 1 : 0);
