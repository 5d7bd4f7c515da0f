// The public lists through nginx running docs/deploy.md's site (TLS), in front of one app server
// and then two, on the PostgreSQL database the bench has just seeded and measured with one server
// Beside each figure: CPU time per request of the app servers, nginx and PostgreSQL,
// which is what turns a shared 2-core machine's requests/s into requests/s per core.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import {
  type AppServer,
  buildRelease,
  findProgram,
  freePort,
  type Nginx,
  startAppServer,
  startNginx,
} from "../deploy/stack";
import { parentOf, startCpuCount } from "./cpu";
import { drive, waitUntilIdle } from "./load";
import type { BenchOptions } from "./options";
import { table, type RouteFigure } from "./report";
import type { Scenario } from "./scenarios";

const step = (message: string) => console.log(`▶ ${message}`);

/**
 * The typical search with a price ceiling new to every request: each is a different list-cache
 * key, so each misses the cache and queries PostgreSQL (the four lists above are cache hits
 * once warm). What a list costs when its page is not cached, for the capacity estimate.
 */
function cacheMissSearch(): Scenario {
  let next = 0;
  const pathOf = (ceiling: number) =>
    `/api/products?q=iphon%2013%20128gb&brand=Apple&minPrice=30000&maxPrice=${ceiling}&sort=price-asc`;
  return {
    name: "typical search, a new price ceiling each request (cache misses)",
    request: {
      path: pathOf(100_000),
      nextPath: () => pathOf(100_000 + (next++ % 1_000_000)),
    },
  };
}

/** CPU milliseconds per answered request, by who spent them. */
type CpuPerRequest = {
  app: number;
  nginx: number;
  /** Every process of the PostgreSQL server; null when it runs where /proc cannot see it. */
  postgres: number | null;
  /** The bench process itself: autocannon, TLS on the client side included. */
  loadGenerator: number;
};

type ProxiedRoute = {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
  timeouts: number;
  /** Requests/s over those of the one-server PostgreSQL run (straight to the server). */
  ratio: number | null;
  cpuMsPerRequest: CpuPerRequest;
  /** Share of the whole machine (every core) that was busy meanwhile, other work included. */
  machineBusy: number;
};

export type NginxRun = {
  /** Each setup: "nginx → 1 server" and "nginx → 2 servers". */
  setups: { name: string; servers: number; routes: ProxiedRoute[] }[];
  /** pg_database_size of the seeded database at the end, in MB. */
  databaseMb: number;
};

export type NginxSkipped = { skipped: string };

/** Why the two-server run cannot happen here, or undefined when it can. */
export function whyNoNginxRun(options: BenchOptions): string | undefined {
  if (!options.databaseUrl) {
    return "Two servers behind nginx: skipped, BENCH_DATABASE_URL is not set (two servers need PostgreSQL)";
  }
  if (!findProgram("nginx")) {
    return "Two servers behind nginx: skipped, nginx is not installed (Debian: apt-get install nginx)";
  }
  return undefined;
}

/** The PostgreSQL server's main process (postmaster), when it runs on this machine. */
async function postmasterPid(client: pg.Client): Promise<number | undefined> {
  const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  const backend = rows[0]?.pid;
  return backend === undefined ? undefined : parentOf(backend);
}

const perRequest = (seconds: number, requests: number) =>
  requests > 0 ? (seconds * 1000) / requests : 0;

async function measureSetup(input: {
  nginx: Nginx;
  allServers: AppServer[];
  postmaster: number | undefined;
  lists: Scenario[];
  oneServer: RouteFigure[];
  options: BenchOptions;
}): Promise<ProxiedRoute[]> {
  const { nginx, options } = input;
  const load = { connections: options.connections, seconds: options.seconds };
  // nginx's certificate is self-signed: fetch would refuse it, so idleness is asked of each server.
  const waitForServers = () => Promise.all(input.allServers.map(({ url }) => waitUntilIdle(url)));
  for (const list of input.lists) {
    await drive(nginx.url, list.request, { ...load, seconds: options.warmupSeconds });
    await waitForServers();
  }
  const routes: ProxiedRoute[] = [];
  for (const list of input.lists) {
    step(`${list.name}: through nginx, ${options.connections} connections, ${options.seconds} s`);
    const count = startCpuCount({
      app: input.allServers.map((server) => server.child.pid!),
      nginx: [nginx.pid],
      postgres: input.postmaster === undefined ? [] : [input.postmaster],
    });
    // autocannon accepts any certificate (its client sets rejectUnauthorized: false).
    const result = await drive(nginx.url, list.request, load);
    const cpu = count();
    await waitForServers();
    const direct = input.oneServer.find((route) => route.name === list.name);
    routes.push({
      name: list.name,
      path: list.request.path,
      requestsPerSecond: result.requestsPerSecond,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      requests: result.requests,
      failures: result.failures,
      timeouts: result.timeouts,
      ratio: direct ? result.requestsPerSecond / direct.requestsPerSecond : null,
      cpuMsPerRequest: {
        app: perRequest(cpu.seconds.app, result.requests),
        nginx: perRequest(cpu.seconds.nginx, result.requests),
        postgres:
          input.postmaster === undefined ? null : perRequest(cpu.seconds.postgres, result.requests),
        loadGenerator: perRequest(cpu.ownSeconds, result.requests),
      },
      machineBusy: cpu.machineBusy,
    });
  }
  return routes;
}

/**
 * Starts two app servers from the release bundle on `databaseUrl` (shared AUTH_SECRET, no demo
 * data, limits out of the way) and two nginx: one whose upstream names the first server twice
 * (one server behind the proxy: the proxy's own cost) and one with both servers.
 */
export async function benchBehindNginx(input: {
  databaseUrl: string;
  lists: Scenario[];
  oneServer: RouteFigure[];
  options: BenchOptions;
}): Promise<NginxRun> {
  step("two app servers behind nginx: building the release bundle");
  buildRelease();
  const ports = [await freePort(), await freePort()];
  const upstreams = ports.map((port) => `127.0.0.1:${port}`);
  const started: { servers: AppServer[]; nginx: Nginx[] } = { servers: [], nginx: [] };
  const client = new pg.Client({ connectionString: input.databaseUrl });
  await client.connect();
  try {
    const nginxOne = await startNginx([upstreams[0]!, upstreams[0]!]);
    started.nginx.push(nginxOne);
    const nginxTwo = await startNginx(upstreams);
    started.nginx.push(nginxTwo);
    const env = {
      DATABASE_URL: input.databaseUrl,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      BASE_URL: nginxTwo.url,
      TRUST_PROXY: "1",
      SEED_DEMO: "false",
      LOG_LEVEL: input.options.logLevel,
      // As bench/server.ts: the bench measures throughput, not the limiters.
      WRITE_RATE_LIMIT: "1000000",
      UPLOAD_RATE_LIMIT: "1000000",
      AUTH_RATE_LIMIT: "100000",
    };
    for (const port of ports) started.servers.push(await startAppServer(env, port));
    const postmaster = await postmasterPid(client);
    const lists = [...input.lists, cacheMissSearch()];
    const common = { allServers: started.servers, postmaster, ...input, lists };
    const setups: NginxRun["setups"] = [];
    step("nginx → 1 server (both upstream lines name the same server)");
    setups.push({
      name: "nginx → 1 server",
      servers: 1,
      routes: await measureSetup({ ...common, nginx: nginxOne }),
    });
    step("nginx → 2 servers");
    setups.push({
      name: "nginx → 2 servers",
      servers: 2,
      routes: await measureSetup({ ...common, nginx: nginxTwo }),
    });
    const { rows } = await client.query<{ bytes: string }>(
      "SELECT pg_database_size(current_database()) AS bytes",
    );
    return { setups, databaseMb: Number(rows[0]!.bytes) / 1024 ** 2 };
  } finally {
    await client.end();
    await Promise.all(started.servers.map((server) => server.stop()));
    await Promise.all(started.nginx.map((nginx) => nginx.stop()));
    for (const server of started.servers) {
      fs.rmSync(path.dirname(server.logFile), { recursive: true, force: true });
    }
  }
}

const ms = (value: number | null) => (value === null ? "–" : value.toFixed(3));
/** A line without a one-server figure (the cache-miss search) has no ratio. */
const times = (ratio: number | null) => (ratio === null ? "–" : `${ratio.toFixed(2)}×`);

export function printNginxRun(run: NginxRun, oneServer: RouteFigure[]) {
  const [one, two] = run.setups;
  console.log(
    `\nPublic lists through nginx (TLS) on the same PostgreSQL database ` +
      `(${run.databaseMb.toFixed(0)} MB); × is over the one-server run above\n`,
  );
  const rows = (one?.routes ?? []).map((route, i) => {
    const direct = oneServer.find((figure) => figure.name === route.name);
    const other = two?.routes[i];
    const errors = [route, other]
      .map((r) => (r && r.failures + r.timeouts > 0 ? `${r.failures + r.timeouts} FAILED` : ""))
      .join(" ")
      .trim();
    return [
      route.name,
      direct ? direct.requestsPerSecond.toFixed(0) : "–",
      direct ? `${direct.p99Ms.toFixed(0)} ms` : "–",
      route.requestsPerSecond.toFixed(0),
      `${route.p99Ms.toFixed(0)} ms`,
      times(route.ratio),
      other ? other.requestsPerSecond.toFixed(0) : "–",
      other ? `${other.p99Ms.toFixed(0)} ms` : "–",
      other ? times(other.ratio) : "–",
      errors,
    ];
  });
  const header = ["route", "1 server", "p99", "nginx→1", "p99", "×", "nginx→2", "p99", "×"];
  console.log(table([...header, "errors"], rows));
  console.log("\nCPU ms per request (app servers, nginx, PostgreSQL, the load generator)\n");
  const cpuRows = run.setups.flatMap((setup) =>
    setup.routes.map((route) => {
      const cpu = route.cpuMsPerRequest;
      return [
        `${setup.name}: ${route.name}`,
        ms(cpu.app),
        ms(cpu.nginx),
        ms(cpu.postgres),
        ms(cpu.loadGenerator),
        `${(1000 / cpu.app).toFixed(0)}`,
        `${(route.machineBusy * 100).toFixed(0)} %`,
      ];
    }),
  );
  const cpuHeader = ["setup: route", "app", "nginx", "postgres", "load gen", "req/s per app core"];
  console.log(table([...cpuHeader, "machine busy"], cpuRows));
}
