import type { FastifyServerOptions } from "fastify";
import { stdSerializers } from "pino";
import { databaseFault, stackFrames } from "./db-errors.ts";

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Hides tokens that travel in a URL (`/auth/check-role/:token`, `?token=`) from the log. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/check-role\/)[^/?#]+/i, "$1[redacted]")
    .replace(/([?&](?:token|otp)=)[^&#]*/gi, "$1[redacted]");
}

/**
 * Errors as the log writes them. A query error is written as its SQLSTATE code, statement name
 * and stack frames only: its message and fields carry the query's parameters.
 */
export function serializeError(error: Error): SerializedError {
  const fault = databaseFault(error);
  if (!fault) return stdSerializers.err(error);
  return {
    type: error?.constructor?.name ?? "Error",
    message: "A database query failed",
    db: fault,
    stack: stackFrames(error) ?? "",
  };
}

/** The log's settings; `stream` replaces stdout (tests read the lines). */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    // The Authorization header is never written; the request serializer below does not
    // include headers at all, this is the second lock on the door.
    redact: { paths: ["req.headers.authorization", "req.headers.cookie"], censor: "[redacted]" },
    serializers: {
      err: serializeError,
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
