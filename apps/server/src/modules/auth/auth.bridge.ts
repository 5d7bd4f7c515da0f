import type { FastifyReply, FastifyRequest } from "fastify";
import { toWebHeaders } from "../../plugins/auth";
import { codeOfStatus } from "../../plugins/error-handler";
import { WRITE_METHODS } from "../../plugins/write-methods";

/** Better Auth's signed copy of the session and user, in one cookie or in chunks of it. */
const SESSION_CACHE_COOKIE = /^(?:__Secure-)?bechedaw\.session_data(?:\.\d+)?$/;

/**
 * The cookie header without Better Auth's cached copy of the session: a write must see the
 * session as the database has it now (a password change or a ban ends it at once), never a
 * copy up to five minutes old.
 */
function withoutSessionCache(cookie: string): string {
  return cookie
    .split(";")
    .map((part) => part.trim())
    .filter((part) => !SESSION_CACHE_COOKIE.test(part.split("=", 1)[0] ?? ""))
    .join("; ");
}

/**
 * Hands a request to Better Auth's handler, as it came or with another `body` and extra
 * `headers` (set over any the client sent), and answers Better Auth's response.
 */
export async function callBetterAuth(
  request: FastifyRequest,
  overrides: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const { auth, config } = request.server;
  const url = new URL(request.url, config.baseUrl);
  const body = "body" in overrides ? overrides.body : request.body;
  const hasBody = body !== undefined && request.method !== "GET" && request.method !== "HEAD";
  const headers = toWebHeaders(request);
  const cookie = headers.get("cookie");
  if (cookie && WRITE_METHODS.has(request.method))
    headers.set("cookie", withoutSessionCache(cookie));
  for (const [name, value] of Object.entries(overrides.headers ?? {})) headers.set(name, value);
  if (hasBody) headers.set("content-type", "application/json");
  headers.delete("content-length");
  return auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
    }),
  );
}

/** Copies Better Auth's answer (status, headers, cookies, body) to the reply, errors in our shape. */
export async function sendBetterAuthResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
  });
  // Better Auth names its wait X-Retry-After; HTTP clients read the standard Retry-After.
  const retryAfter = response.headers.get("x-retry-after");
  if (retryAfter) reply.header("retry-after", retryAfter);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const text = await response.text();
  if (response.status >= 400)
    return reply.type("application/json").send(toErrorBody(response.status, text));
  return reply.send(text || undefined);
}

/** Hands a request to Better Auth and copies its answer back, errors in our shape. */
export async function forwardToBetterAuth(request: FastifyRequest, reply: FastifyReply) {
  return sendBetterAuthResponse(reply, await callBetterAuth(request));
}

/** Better Auth's error answer in the API's shape (its own code, else the status's generic one). */
function toErrorBody(statusCode: number, text: string) {
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = text ? (JSON.parse(text) as typeof parsed) : {};
  } catch {
    parsed = { message: text };
  }
  return {
    statusCode,
    // Better Auth's own code (AUTH_ERROR_STATUS in the shared package), else our generic one.
    code: typeof parsed.code === "string" && parsed.code ? parsed.code : codeOfStatus(statusCode),
    message:
      typeof parsed.message === "string" && parsed.message
        ? parsed.message
        : "Authentication failed.",
  };
}
