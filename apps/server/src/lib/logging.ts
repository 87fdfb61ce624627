import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import pino, { stdSerializers } from "pino";
import { databaseFault, stackFrames } from "./db-errors.ts";
import { LogOutput } from "./log-output.ts";

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

/** The log's settings; `stream` replaces stdout (tests read the lines). */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions["logger"] {
  return {
    level,
    stream: stream ?? new LogOutput(),
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

/**
 * The "request completed" line for answers sent without the app (cache/front-door.ts): the very
 * JSON that pino writes for `OneLinePerRequest`'s line above (same level, time and bindings from the
 * logger's own pieces, the fields in the same order, the address redacted the same way), put
 * together in one template. Pino's general path (serializers, redaction, a stringify per object)
 * cost about 15 µs a line in the serving process: a third of all the CPU a cached answer takes.
 *
 * The parts that are the same at every request for an address (the method and the redacted,
 * escaped URL) are made once, by `requestField`, and kept with the address; a request then adds its
 * id, client address, status and duration.
 */
export class RequestLineWriter {
  private readonly log: pino.Logger;
  private readonly stream: LogStream;
  private readonly level: string;
  private readonly time: () => string;
  /** pino's default time field, `,"time":<ms>`, made once per millisecond when that is the one set. */
  private readonly epochTime: boolean;
  private lastMs = 0;
  private lastTime = "";
  private readonly pieces: Record<symbol, unknown>;
  private readonly end: string;

  /** Undefined when the logger has no stream (logging switched off). */
  static of(logger: FastifyBaseLogger): RequestLineWriter | undefined {
    const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as
      | LogStream
      | undefined;
    return typeof stream?.write === "function" ? new RequestLineWriter(logger, stream) : undefined;
  }

  private constructor(logger: FastifyBaseLogger, stream: LogStream) {
    const { lsCacheSym, timeSym, messageKeySym, endSym } = pino.symbols;
    const pieces = logger as unknown as Record<symbol, unknown>;
    this.log = logger as unknown as pino.Logger;
    this.stream = stream;
    this.level = (pieces[lsCacheSym] as Record<number, string>)[pino.levels.values.info ?? 30]!;
    this.time = pieces[timeSym] as () => string;
    this.epochTime = this.time === pino.stdTimeFunctions.epochTime;
    this.pieces = pieces;
    this.end = `,${JSON.stringify(pieces[messageKeySym])}:"request completed"${pieces[endSym] as string}`;
  }

  /** `"req":{"method":…,"url":…` for one address, redacted and escaped: made once per address. */
  requestField(method: string, url: string): string {
    return `"req":{"method":${JSON.stringify(method)},"url":${JSON.stringify(redactUrl(url))}`;
  }

  /**
   * Writes one line. `reqId` is the id as JSON (a generated UUID needs no escaping; an id the
   * client sent is escaped by the caller); `ip` is left out when unknown (a socket already gone).
   */
  write(reqIdJson: string, requestField: string, ip: string | undefined, statusCode: number, ms: number) {
    if (!this.log.isLevelEnabled("info")) return;
    const address = ip === undefined ? "" : `,"remoteAddress":${JSON.stringify(ip)}`;
    this.stream.write(
      `${this.level}${this.timeField()}${this.pieces[pino.symbols.chindingsSym] as string},"reqId":${reqIdJson},${requestField}${address}},"res":{"statusCode":${statusCode}},"responseTime":${milliseconds(ms)}${this.end}`,
    );
  }

  private timeField(): string {
    if (!this.epochTime) return this.time();
    const now = Date.now();
    if (now !== this.lastMs) {
      this.lastMs = now;
      this.lastTime = `,"time":${now}`;
    }
    return this.lastTime;
  }
}

/**
 * A duration in milliseconds to the microsecond, as JSON: made of small integers, which cost far
 * less to write than a fraction's shortest decimal form (`0.0123` for 0.012345678).
 */
export function milliseconds(ms: number): string {
  const us = Math.round(ms * 1000);
  // Out of the integers' range (or not a number at all): as JSON writes it.
  if (!(us >= 0 && us < 2 ** 31)) return JSON.stringify(ms);
  const whole = (us / 1000) | 0;
  const part = us - whole * 1000;
  return `${whole}.${part < 10 ? "00" : part < 100 ? "0" : ""}${part}`;
}
