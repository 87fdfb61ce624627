import type { FastifyRequest } from "fastify";

/**
 * The site's own origin as the visitor reached it. The Host header is only trusted when it looks like
 * a host name (with an optional port), so a forged header cannot put markup into a page or sitemap.
 */
export function siteOrigin(request: FastifyRequest): string {
  const host = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(request.host) ? request.host : "localhost";
  return `${request.protocol}://${host}`;
}
