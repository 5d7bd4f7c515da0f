// `npm run bench`: build-size budget of the home page. Exits non-zero when over budget.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HOME_JS_BUDGET_KB, measureHomeJs } from "../bench/build-size.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "ignore" });
if (build.status !== 0) {
  console.error("web build failed");
  process.exit(1);
}
const { files, kb } = measureHomeJs(path.join(root, "apps/web/dist"));
const isOver = kb > HOME_JS_BUDGET_KB;
console.log(
  `home page initial JS: ${kb.toFixed(1)} KB gzip over ${files.length} files (budget ${HOME_JS_BUDGET_KB} KB) ${isOver ? "OVER BUDGET" : "ok"}`,
);
process.exit(isOver ? 1 : 0);
