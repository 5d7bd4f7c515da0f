import type { ApiError } from "@bechedaw/shared";

/** A failed API call, carrying the server's error code and message. */
export class ApiRequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR = "NETWORK_ERROR";

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

/** The one way the web app talks to the server: JSON in, JSON out, errors as ApiRequestError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** As apiRequest, for calls whose answer also carries headers (e.g. the next page's cursor). */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers: options.body === undefined ? undefined : { "content-type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiRequestError(0, NETWORK_ERROR, "Can't reach the server.");
  }
  const text = await response.text();
  const data: unknown = text ? safeParse(text) : null;
  if (!response.ok) {
    const error = (data ?? {}) as Partial<ApiError>;
    throw new ApiRequestError(
      response.status,
      error.code ?? "HTTP_ERROR",
      error.message ?? response.statusText,
      error.details,
    );
  }
  return { data: data as T, headers: response.headers };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
