import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import pino from "pino";

/** Hides tokens that travel in a URL (`/auth/check-role/:token`, `?token=`) from the log. */
export function redactUrl(url: string): string {
  // Most addresses carry no token: one test instead of two replacements on every log line.
  if (!/check-role|token=|otp=/i.test(url)) return url;
  return url
    .replace(/(\/check-role\/)[^/?#]+/i, "$1[redacted]")
    .replace(/([?&](?:token|otp)=)[^&#]*/gi, "$1[redacted]");
}

/** Where log lines go: standard output unless given (tests read them). */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions["logger"] {
  return {
    level,
    // Standard output written asynchronously: lines logged while a write is under way go out
    // together in the next one, instead of one system call per line. Pino flushes it on exit.
    stream: stream ?? pino.destination({ dest: 1, sync: false }),
    // Headers (the Authorization token, cookies) are never written: the request serializer below
    // writes the method, the address with its tokens hidden, and the caller's IP, nothing else.
    serializers: {
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
