// `npm start`: build the web app and the server if either is missing or older than its sources,
// then run the built server (apps/server/dist/main.mjs) with plain `node`, in this same process
// (one process id to stop; the server handles SIGINT and SIGTERM itself).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = "apps/server/dist/main.mjs";

const builds = [
  {
    name: "the web app",
    output: "apps/web/dist/index.html",
    sources: [
      "apps/web/src",
      "apps/web/index.html",
      "apps/web/public",
      "apps/web/build",
      "apps/web/vite.config.ts",
    ],
    command: ["npm", "run", "build", "-w", "apps/web"],
  },
  {
    name: "the server",
    output: serverEntry,
    // Its dependencies are bundled too, so an upgrade (package-lock.json) rebuilds it.
    sources: ["apps/server/src", "apps/server/build.mjs", "package-lock.json"],
    command: ["npm", "run", "build", "-w", "apps/server"],
  },
];
const sharedSources = ["packages/shared/src"];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(full).map((name) => newestMtime(path.join(target, name))),
  );
}

for (const build of builds) {
  const output = path.join(root, build.output);
  const sources = [...build.sources, ...sharedSources];
  const isStale =
    !fs.existsSync(output) || Math.max(...sources.map(newestMtime)) > fs.statSync(output).mtimeMs;
  if (!isStale) continue;
  console.log(`Building ${build.name}…`);
  const [command, ...args] = build.command;
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.chdir(root);
await import(pathToFileURL(path.join(root, serverEntry)).href);
