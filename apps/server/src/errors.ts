import { ERROR_STATUS, type ErrorCode } from "@bechedaw/shared";

/** A failure a service can throw; the error handler turns it into the API's error shape. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const unauthorized = () => new AppError("UNAUTHORIZED", "Please log in first.");
export const forbidden = (message = "You are not allowed to do that.") =>
  new AppError("FORBIDDEN", message);
export const notFound = (message = "Not found.") => new AppError("NOT_FOUND", message);
