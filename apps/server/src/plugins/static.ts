import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  FIRST_FILES_NAME,
  type FirstFilesLink,
  firstFilesLinker,
  firstFilesSchema,
} from "@shop/shared/first-files";
import type { FastifyInstance } from "fastify";
import { registerWebFiles } from "./web-files.ts";

/**
 * Serves the built web app (from memory, see web-files.ts) on the server's own port. Hashed assets are cached for a year; index.html is answered for every other
 * non-API GET so a reload on a deep link (`/singleProduct/3`) works, and is never cached.
 */
export async function registerStatic(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${webDist}: run "npm run build" to serve the pages.`);
    return;
  }
  await registerWebFiles(app, webDist);
  const html = await readFile(indexFile, "utf8");
  app.decorate("indexHtml", html);
  app.decorate("firstFilesLink", await readFirstFiles(app, webDist));
}

/**
 * The `Link` header of each page, from the code each page opens with as the web build listed it.
 * A build without the list (an older one) still works: its pages only lose the head start the list
 * gives.
 */
async function readFirstFiles(app: FastifyInstance, webDist: string): Promise<FirstFilesLink | undefined> {
  const file = path.join(webDist, FIRST_FILES_NAME);
  if (!existsSync(file)) return undefined;
  try {
    // A bad pattern throws here, at start, not on a page.
    return firstFilesLinker(firstFilesSchema.parse(JSON.parse(await readFile(file, "utf8"))));
  } catch (error) {
    app.log.warn(
      { err: error },
      `${FIRST_FILES_NAME} of the web build could not be read: pages go out without it`,
    );
    return undefined;
  }
}

/**
 * The Content-Security-Policy sources ('sha256-…') of the built page's inline scripts, so exactly
 * those may run and no other inline script. Read once at start, like the page itself.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, "utf8");
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `'sha256-${createHash("sha256")
        .update(source ?? "")
        .digest("base64")}'`,
  );
}

declare module "fastify" {
  interface FastifyInstance {
    indexHtml?: string;
    /** The `Link` header of a page (plugins/pages.ts), when the build listed what pages open with. */
    firstFilesLink?: FirstFilesLink;
  }
}
