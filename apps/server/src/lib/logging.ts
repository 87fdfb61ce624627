import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import { stdSerializers } from "pino";
import { databaseFault, stackFrames } from "./db-errors.ts";

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Query parameters whose value is a secret, whatever else they carry. */
const SECRET_PARAMETERS = new Set(["token", "otp", "code", "password"]);
/** A JSON Web Token: it always starts with the base64url of `{"`. */
const JWT = /eyJ[\w-]*\.[\w-]*/;
const REDACTED = "[redacted]";

/**
 * Undoes percent-encoding the way a server or a proxy might, as many times as it was applied;
 * a malformed sequence is kept as it is instead of giving up on the whole text.
 */
function decoded(text: string): string {
  let current = text.replace(/\+/g, " ");
  for (let pass = 0; pass < 5; pass += 1) {
    const next = current.replace(/(%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
      }
    });
    if (next === current) return current;
    current = next;
  }
  return current;
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

/**
 * Hides tokens and reset codes that travel in a URL (`/auth/check-role/:token`, `?token=`,
 * `?otp=`), however the URL is encoded: each path segment and query parameter is judged by its
 * decoded form, and anything shaped like a token is hidden wherever it is.
 */
export function redactUrl(url: string): string {
  if (clean.has(url)) return url;
  const redacted = redactOnce(url);
  if (redacted === url) {
    if (clean.size >= 1000) clean.clear();
    clean.add(url);
  }
  return redacted;
}

/**
 * Addresses found to hold nothing to hide. A shop's addresses repeat, and a catalog search with a
 * space in it would otherwise be decoded again at each request; an address that held a secret is
 * never kept.
 */
const clean = new Set<string>();

function redactOnce(url: string): string {
  // Most addresses carry nothing secret: one cheap test before the decoding walk.
  if (!/check-role|eyJ|token|otp|code|password|%/i.test(url)) return url;
  const queryAt = url.indexOf("?");
  const pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  const queryPart = queryAt === -1 ? undefined : url.slice(queryAt + 1);

  let afterCheckRole = false;
  const segments = pathPart.split("/").map((segment) => {
    const plain = decoded(segment);
    const secret = afterCheckRole || JWT.test(plain);
    afterCheckRole = plain.toLowerCase().includes("check-role");
    return secret ? REDACTED : segment;
  });
  if (queryPart === undefined) return segments.join("/");

  const parameters = queryPart.split("&").map((pair) => {
    const name = pair.split("=")[0] ?? "";
    if (SECRET_PARAMETERS.has(decoded(name).trim().toLowerCase())) return `${name}=${REDACTED}`;
    return JWT.test(decoded(pair)) ? REDACTED : pair;
  });
  return `${segments.join("/")}?${parameters.join("&")}`;
}

/** Where log lines go: standard output unless given (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** The log's settings: lines go to `stream` (lib/log-output.ts, or a test's own). */
export function loggerOptions(level: string, stream: LogStream): FastifyServerOptions["logger"] {
  return {
    level,
    stream,
    serializers: {
      err: serializeError,
      // No headers at all: the Authorization header and cookies are never written. (No `redact`
      // paths on top: pino would walk them at every line, for keys this serializer never writes.)
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

/**
 * One line per request at info, written once the answer has gone out: the request, its status and
 * how long it took. Fastify's default is two lines (one on arrival, one on completion).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        "request errored",
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
    }
  }
}
