import type { FastifyServerOptions } from "fastify";

/** Hides tokens that travel in a URL (`/auth/check-role/:token`, `?token=`) from the log. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/check-role\/)[^/?#]+/i, "$1[redacted]")
    .replace(/([?&](?:token|otp)=)[^&#]*/gi, "$1[redacted]");
}

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    // The Authorization header is never written; the request serializer below does not
    // include headers at all, this is the second lock on the door.
    redact: { paths: ["req.headers.authorization", "req.headers.cookie"], censor: "[redacted]" },
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
