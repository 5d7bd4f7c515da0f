import type { ApiError, ClientErrorCode } from "@bechedaw/shared";
import { withTimeout } from "./request-timeout";

/** A failed API call, carrying the server's error code and message, and the path it called. */
export class ApiRequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly path?: string,
  ) {
    super(message);
  }
}

/** The server could not be reached; the browser thinks it is online. */
export const NETWORK_ERROR = "NETWORK_ERROR";
/** The browser is offline (navigator.onLine is false). */
export const OFFLINE = "OFFLINE";
/** No answer in time (see request-timeout.ts). */
export const TIMEOUT = "TIMEOUT";

/**
 * Every code the web app may name: the server's and Better Auth's (from the shared package,
 * so a code the server does not send fails typecheck) and the web app's own for a request
 * that got no answer.
 */
export type KnownErrorCode =
  ClientErrorCode | typeof NETWORK_ERROR | typeof OFFLINE | typeof TIMEOUT;

/** Whether `error` is a failed API call with one of `codes`. */
export function hasErrorCode<Code extends KnownErrorCode>(
  error: unknown,
  ...codes: readonly Code[]
): error is ApiRequestError & { code: Code } {
  return error instanceof ApiRequestError && (codes as readonly string[]).includes(error.code);
}

/** What `map` holds for an error's code, if anything (its own keys only). */
export function byErrorCode<Code extends KnownErrorCode, Value>(
  map: Partial<Record<Code, Value>>,
  code: string,
): Value | undefined {
  return Object.hasOwn(map, code) ? map[code as Code] : undefined;
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

/** The one way the web app talks to the server: JSON in, JSON out, errors as ApiRequestError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/**
 * As apiRequest, for calls whose answer also carries headers (e.g. the next page's cursor).
 * Every call has a time-out; the caller's `signal` aborts it too, and then it rejects with the
 * abort (an AbortError), never with an ApiRequestError, so a cancelled dialog shows nothing.
 */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const deadline = withTimeout(options.signal);
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers: options.body === undefined ? undefined : { "content-type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: deadline.signal,
    });
    // The body can stall after the headers arrive, so the time-out covers reading it too.
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) {
      throw isAbortError(error) ? error : new DOMException("The call was cancelled.", "AbortError");
    }
    throw unreachable(path, deadline.hasTimedOut());
  } finally {
    deadline.clear();
  }
  const data: unknown = text ? safeParse(text) : null;
  if (!response.ok) {
    const error = (data ?? {}) as Partial<ApiError>;
    throw new ApiRequestError(
      response.status,
      error.code ?? "HTTP_ERROR",
      error.message ?? response.statusText,
      error.details,
      path,
    );
  }
  return { data: data as T, headers: response.headers };
}

function unreachable(path: string, timedOut: boolean) {
  if (!navigator.onLine) {
    return new ApiRequestError(0, OFFLINE, "You are offline.", undefined, path);
  }
  if (timedOut) {
    return new ApiRequestError(0, TIMEOUT, "The server did not answer in time.", undefined, path);
  }
  return new ApiRequestError(0, NETWORK_ERROR, "Can't reach the server.", undefined, path);
}

/** True for the rejection of a call its caller aborted (see apiRequestWithHeaders). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
