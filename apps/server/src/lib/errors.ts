import type { Severity } from "@shop/shared/api";
import type { FormProblems } from "@shop/shared/form-errors";

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly severity: Severity = status >= 500 ? "error" : "warning",
    /** What is wrong with each field, by field name, for the browser to mark (the envelope's `fields`). */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A refusal about one field: the message, with the field marked. */
export const fieldError = (status: number, field: string, message: string) =>
  new AppError(status, message, status >= 500 ? "error" : "warning", { [field]: message });

/** A form the shared schema refused: its summary, every wrong field marked. */
export const invalidForm = (problems: FormProblems) =>
  new AppError(400, problems.message, "warning", problems.fields);

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = "Please log in to continue.") => new AppError(401, message);
export const forbidden = (message = "You are not allowed to do that.") => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
