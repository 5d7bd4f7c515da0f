import { vi } from "vitest";

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
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
