// One autocannon run against one route, reduced to the figures the report prints.
import autocannon from "autocannon";

export type Request = {
  path: string;
  /** Several paths, sent in turn on each connection (`path` is the first, for the report). */
  paths?: string[];
  /** A new path for every request (`path` is the first, for the report). */
  nextPath?: () => string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx, and connection errors: a broken scenario. */
  failures: number;
  /** Requests still unanswered after autocannon's 10 s timeout (counted in neither latency). */
  timeouts: number;
  bytesPerResponse: number;
};

export async function drive(
  url: string,
  request: Request,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${url}${request.path}`,
    method: request.method ?? "GET",
    // A browser names the page's origin on every request; writes with a cookie need it.
    headers: { origin: url, ...request.headers },
    ...(request.body !== undefined && { body: request.body }),
    ...(request.paths !== undefined && { requests: request.paths.map((path) => ({ path })) }),
    ...(request.nextPath !== undefined && {
      requests: [{ setupRequest: (sent: object) => ({ ...sent, path: request.nextPath!() }) }],
    }),
    connections: options.connections,
    duration: options.seconds,
  });
  const answered = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: answered,
    failures: result.non2xx + result.errors - result.timeouts,
    timeouts: result.timeouts,
    bytesPerResponse: answered > 0 ? result.throughput.total / answered : 0,
  };
}

/**
 * Waits until the server has worked off what the last run left queued (requests whose
 * connections autocannon closed still run their queries): three quick health answers in a row.
 */
export async function waitUntilIdle(url: string, quickMs = 50) {
  const deadline = performance.now() + 60_000;
  let quickInARow = 0;
  while (quickInARow < 3 && performance.now() < deadline) {
    const started = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    quickInARow = performance.now() - started < quickMs ? quickInARow + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (quickInARow < 3) console.warn("  (the server was still slow after 60 s; measuring anyway)");
}
