import { ApiRequestError } from "@/lib/api-client";

type FieldError = { path?: unknown; message?: unknown };

/**
 * The fields a 400 names (`details: [{path: "body/phone", message}]`), for the form to show
 * under each one; empty for any other failure.
 */
export function fieldErrorsOf(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiRequestError) || error.statusCode !== 400) return [];
  if (!Array.isArray(error.details)) return [];
  return (error.details as FieldError[]).flatMap((detail) => {
    const path = typeof detail.path === "string" ? detail.path : "";
    const field = /^body\/(\w+)/.exec(path)?.[1];
    return field && typeof detail.message === "string" ? [{ field, message: detail.message }] : [];
  });
}
