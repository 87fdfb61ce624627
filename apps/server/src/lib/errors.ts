import type { Severity } from "@shop/shared/api";

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly severity: Severity = status >= 500 ? "error" : "warning",
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = "Please log in to continue.") => new AppError(401, message);
export const forbidden = (message = "You are not allowed to do that.") => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
