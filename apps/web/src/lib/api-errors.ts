import type { Envelope } from "@shop/shared/api";
import { MSG } from "@shop/shared/messages";

/**
 * How a failed call reads, apart from the HTTP client (lib/api.ts): screens show these messages,
 * while only the features' `*-api.ts` files make calls.
 */

/** A call the server answered with a 4xx or 5xx; `response.data` is its envelope when it sent one. */
export class ApiError extends Error {
  constructor(readonly response: { status: number; data: unknown }) {
    super(`The server answered ${response.status}`);
  }
}

/** The envelope of a failed call, or a made-up one for a network failure. */
export function failure(error: unknown): Envelope<null> {
  if (error instanceof ApiError) {
    const body = error.response.data;
    if (body && typeof body === "object" && "status" in body) return body as Envelope<null>;
    return { status: error.response.status, data: null, message: MSG.somethingWrong, severity: "error" };
  }
  return { status: 0, data: null, message: MSG.networkError, severity: "error" };
}

/** The server's message for a failed call ('Network Error' when it could not be reached). */
export function failureMessage(error: unknown, fallback: string = MSG.somethingWrong): string {
  return failure(error).message || fallback;
}
