import type { ApiError, ErrorCode } from "@bechedaw/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../app-error";
import { setSecurityHeaders } from "./security";

// The code of a failure that brought none of its own (Fastify's, or Better Auth's without one).
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/** The generic code of an HTTP error status: BAD_REQUEST for an unusual 4xx, INTERNAL_ERROR for 5xx. */
export function codeOfStatus(status: number): ErrorCode {
  return status >= 500 ? "INTERNAL_ERROR" : (CODE_BY_STATUS[status] ?? "BAD_REQUEST");
}

const JSON_BODY_ERRORS = new Set(["FST_ERR_CTP_INVALID_JSON_BODY", "FST_ERR_CTP_EMPTY_JSON_BODY"]);

// PostgreSQL cannot hold text with a NUL character (SQLSTATE 22021, 22P05): that is bad input.
const BAD_TEXT_SQLSTATES = new Set(["22021", "22P05"]);

function isBadTextError(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === "string" && BAD_TEXT_SQLSTATES.has(cause.code);
}

/** An error body whose code is one of ours (ERROR_STATUS), checked by the compiler. */
type ServerError = ApiError & { code: ErrorCode };

function toApiError(error: FastifyError | AppError): ServerError {
  if (isBadTextError(error)) {
    return {
      statusCode: 400,
      code: "TEXT_HAS_NUL",
      message: "Text must not contain NUL characters.",
    };
  }
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      details: error.details,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      statusCode: 400,
      code: "VALIDATION_ERROR",
      message: error.validation[0]?.message ?? "Invalid input.",
      details: error.validation.map((v) => ({
        path: `${error.validationContext ?? ""}${v.instancePath}`,
        message: v.message,
      })),
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const isJsonSyntax = error instanceof SyntaxError || JSON_BODY_ERRORS.has(error.code);
    return {
      statusCode: status,
      code: isJsonSyntax ? "INVALID_JSON" : codeOfStatus(status),
      message: isJsonSyntax ? "The request body is not valid JSON." : error.message,
    };
  }
  return { statusCode: 500, code: "INTERNAL_ERROR", message: "Something went wrong on our side." };
}

/** The Retry-After an error carries in its own headers (Better Auth's APIError can), if any. */
function retryAfterOf(error: unknown): string | undefined {
  const headers = (error as { headers?: unknown }).headers;
  if (typeof headers !== "object" || headers === null) return undefined;
  const value = (headers as Record<string, unknown>)["retry-after"];
  return typeof value === "string" && /^\d+$/.test(value) ? value : undefined;
}

/** One error shape for every failure; 5xx details are logged, never sent. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = toApiError(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, "request failed");
    if (body.statusCode === 429 && reply.getHeader("retry-after") === undefined) {
      reply.header("retry-after", retryAfterOf(error) ?? "60");
    }
    return reply.status(body.statusCode).send(body);
  });
}

/**
 * Fastify's own refusals before routing, which skip the error handler: a URL with broken
 * percent-encoding (FST_ERR_BAD_URL) and the like, in the API's error shape.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const body: ServerError =
    error.code === "FST_ERR_BAD_URL"
      ? { statusCode: 400, code: "BAD_URL", message: error.message }
      : toApiError(error);
  if (body.statusCode >= 500) request.log.error({ err: error }, "request failed");
  setSecurityHeaders(request, reply);
  void reply.status(body.statusCode).send(body);
}

export function apiNotFound(method: string, url: string): ServerError {
  return {
    statusCode: 404,
    code: "ROUTE_NOT_FOUND",
    message: `No API route ${method} ${url.split("?")[0]}.`,
  };
}
