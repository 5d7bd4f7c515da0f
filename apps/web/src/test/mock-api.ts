import { vi } from "vitest";

/** A server that never answers: the fetch waits until its signal aborts, as a browser's does. */
export const NO_ANSWER = "no answer";

type Answer =
  { status?: number; body?: unknown; headers?: Record<string, string> } | typeof NO_ANSWER;
type Handler = Answer | ((request: { url: URL; init: RequestInit | undefined }) => Answer);

/**
 * Stands in for the server: answers each fetch by its method and path, e.g.
 * `mockApi({ "GET /api/myorders": { body: orders }, "DELETE /api/bookedproducts/b1": {...} })`.
 * A call no route names fails the test with a clear message instead of hanging.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  const fetchMock = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      return Promise.reject(new Error(`mockApi: no answer for ${method} ${url.pathname}`));
    }
    const answer = typeof handler === "function" ? handler({ url, init }) : handler;
    if (answer === NO_ANSWER) return waitForAbort(init?.signal);
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { "content-type": "application/json", ...answer.headers },
      }),
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    fetchMock,
    /** The calls made so far to one "METHOD /path". */
    callsTo: (route: string) =>
      calls.filter((call) => `${call.method} ${call.url.pathname}` === route),
  };
}

function waitForAbort(signal: AbortSignal | null | undefined) {
  return new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
  });
}
