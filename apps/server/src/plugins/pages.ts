import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { Executor } from "../db/types.ts";
import { siteOrigin } from "../lib/site-origin.ts";
import { frontAnswerOfFile, readyFile, sendWebFile, type WebFile } from "./web-files.ts";

/**
 * How a page gets its own title and preview tags (the seo module's, handed over by app.ts: a
 * plugin does not reach into a feature module).
 */
export interface PageTags {
  /** index.html with the page's tags. */
  html(db: Executor, index: string, pathname: string, origin: string): Promise<string>;
  /** The product a page shows, or null for a page that depends on its address alone. */
  productOf(pathname: string): number | null;
}

/** More addresses than the site has pages times the names it is reached by; a full store starts over. */
const MAX_READY_PAGES = 500;

/**
 * Answers a page of the web app: index.html with the page's own title and preview tags. A page
 * without a product depends on its address alone, so its HTML is made once per address and site
 * name and kept ready with compressed copies; a product page is made on each visit from the
 * product as it is now, and compressed once per version of it.
 */
export function pageSender(app: FastifyInstance, tags: PageTags) {
  const ready = new Map<string, WebFile>();
  /** A product page's latest HTML per address, with its compressed copies. */
  const productPages = new LRUCache<string, { html: string; file: WebFile }>({ max: MAX_READY_PAGES });
  const door = app.frontDoor;
  door?.addSource("page", (key) => {
    const kept = ready.get(key);
    return kept && frontAnswerOfFile(door, kept);
  });

  /** What the page opens with, named in a header so the browser fetches it while the HTML arrives. */
  const linkOf = (pathname: string, hasQuery: boolean) => app.firstFilesLink?.(pathname, hasQuery);

  return async (request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<FastifyReply> => {
    const index = app.indexHtml!;
    const origin = siteOrigin(request);
    // An address with a query (a search on /product) opens with another answer than the plain one:
    // its page is kept apart, without that answer in its header.
    const hasQuery = request.url.includes("?");
    const key = `${origin}${pathname}${hasQuery ? "?" : ""}`;
    if (tags.productOf(pathname) === null) {
      let file = ready.get(key);
      if (!file) {
        file = pageFile(await tags.html(app.db, index, pathname, origin), linkOf(pathname, hasQuery));
        if (ready.size >= MAX_READY_PAGES) ready.clear();
        ready.set(key, file);
      }
      // The next visit to this address is answered at the door, while the page is kept here.
      door?.remember(request, "page", key);
      return sendWebFile(request, reply, file);
    }
    // The plain page if the product cannot be read.
    const html = await tags.html(app.db, index, pathname, origin).catch((error) => {
      request.log.error({ err: error }, "page tags failed");
      return index;
    });
    // The page is the same until the product changes: it is compressed once per version, like the
    // pages above, instead of going out uncompressed.
    let kept = productPages.get(key);
    if (kept?.html !== html) {
      kept = { html, file: pageFile(html, linkOf(pathname, hasQuery)) };
      productPages.set(key, kept);
    }
    return sendWebFile(request, reply, kept.file);
  };
}

function pageFile(html: string, link: string | undefined): WebFile {
  return readyFile(html, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-cache",
    ...(link ? { link } : {}),
  });
}
