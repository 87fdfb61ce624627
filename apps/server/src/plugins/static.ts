import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { seoRoutes } from "../modules/seo/seo-routes.ts";
import { registerWebFiles } from "./web-files.ts";

/**
 * Serves the built web app (from memory, see web-files.ts) and the uploaded pictures on the
 * server's own port. Hashed assets are cached for a year; index.html is answered for every other
 * non-API GET so a reload on a deep link (`/singleProduct/3`) works, and is never cached.
 */
export async function registerStatic(
  app: FastifyInstance,
  webDist: string,
  uploadsDir: string,
): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  await app.register(seoRoutes);
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
    immutable: true,
    maxAge: "365d",
    index: false,
    list: false,
    dotfiles: "deny",
  });

  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${webDist}: run "npm run build" to serve the pages.`);
    return;
  }
  await registerWebFiles(app, webDist);
  const html = await readFile(indexFile, "utf8");
  app.decorate("indexHtml", html);
}

export function sendIndex(reply: FastifyReply, html: string): FastifyReply {
  return reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(html);
}

declare module "fastify" {
  interface FastifyInstance {
    indexHtml?: string;
  }
}
