import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (Emotion) writes its styles into <style> tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      // The About us page embeds a Google map of the shop.
      frameSrc: ["https://www.google.com", "https://maps.google.com"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // The map frame is cross-origin and does not send CORP headers.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with these options. They are the same for every answer (no nonces, no
 * per-request policy), so helmet runs once at start and each answer gets the finished list,
 * instead of helmet rebuilding its policy on every request.
 */
export function securityHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collect as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * `scriptSources`: extra script sources, such as the hashes of the built page's inline scripts.
 * `formTargets`: origins the shop's pages may post a form to besides its own (a payment
 * gateway's payment form, eSewa's). Returns the headers, for answers sent before the app
 * (cache/front-door.ts).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  scriptSources: string[] = [],
  formTargets: string[] = [],
): Record<string, string> {
  const directives = OPTIONS.contentSecurityPolicy as { directives: Record<string, unknown> };
  const headers = securityHeaders({
    ...OPTIONS,
    contentSecurityPolicy: {
      directives: {
        ...directives.directives,
        scriptSrc: ["'self'", ...scriptSources],
        formAction: ["'self'", ...formTargets],
      },
    },
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return headers;
}
