// `npm run dev`: the API server (restarting on change) and Vite's dev server side by side.
import { spawn } from "node:child_process";
import path from "node:path";

// npm runs the server's dev script in apps/server: keep its data folder where `npm start` has it.
const dataDir = path.resolve(process.env.DATA_DIR ?? "data");

const children = [
  spawn("npm", ["run", "dev", "-w", "apps/server"], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "development",
      BASE_URL: "http://localhost:5173",
      DATA_DIR: dataDir,
    },
  }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
for (const child of children) child.on("exit", stop);
