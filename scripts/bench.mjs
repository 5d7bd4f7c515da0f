// `npm run bench`: the home page's JavaScript budget (exits non-zero when over it), then the
// server benchmark of bench/main.ts (BENCH_SERVER=0 skips it; see the README's "Benchmarks").
import { spawn, spawnSync } from "node:child_process";
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
if (process.env.BENCH_SERVER === "0") process.exit(isOver ? 1 : 0);

const server = spawn(process.execPath, ["--import", "tsx", "bench/main.ts"], {
  cwd: root,
  stdio: "inherit",
});
// Ctrl-C reaches the benchmark itself (same terminal): wait while it stops its servers and
// removes its data. A SIGTERM sent to this process alone is passed on.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => server.kill("SIGTERM"));
server.on("exit", (code) => process.exit(isOver || code !== 0 ? 1 : 0));
