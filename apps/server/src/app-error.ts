import { ERROR_STATUS, type ErrorCode } from "@bechedaw/shared";

/** The codes whose HTTP status is `status`. */
type CodeOfStatus<Status extends number> = {
  [Code in ErrorCode]: (typeof ERROR_STATUS)[Code] extends Status ? Code : never;
}[ErrorCode];

/**
 * A failure a service can throw; the error handler turns it into the API's error shape. The
 * code decides the HTTP status (ERROR_STATUS); the message is English for API clients.
 */
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
export const forbidden = (code: CodeOfStatus<403>, message = "You are not allowed to do that.") =>
  new AppError(code, message);
export const notFound = (code: CodeOfStatus<404>, message: string) => new AppError(code, message);
export const conflict = (code: CodeOfStatus<409>, message: string) => new AppError(code, message);
