import type { FastifyInstance } from "fastify";
import { siteOrigin } from "../../lib/site-origin.ts";
import { robotsTxt, sitemapXml } from "./seo-service.ts";

/** robots.txt and sitemap.xml at the site root (not under /api). */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(robotsTxt(siteOrigin(request))),
  );
  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=600")
      .send(await sitemapXml(app.db, siteOrigin(request))),
  );
}
