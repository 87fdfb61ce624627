/**
 * What a deep link opens with, as the web build lists it (build/start-script.ts writes it to the
 * build's folder as FIRST_FILES_NAME): the server names it in a `Link` header with the page's HTML,
 * and the browser fetches it from the first byte of the answer instead of from the moment the
 * page's start script has run (300 ms later on a slow phone). The start script asks for the same
 * things; a second ask for a file already on its way costs nothing.
 *
 * A page that opens with an API answer gets the answer and the app's files: its own small files
 * and its pictures are left to the start script. Over HTTP/1.1 a browser opens six connections to
 * a site; a header that named everything kept the product's picture waiting behind eleven small
 * scripts (on the screen 0.9 s later). A page that opens with its code alone (login, the cart, the
 * company's pages) gets all of it: its dozen small files, asked for by the start script, came two
 * at a time behind the app's code, a round trip each.
 */
import { z } from "zod";

export interface FirstFiles {
  /**
   * The page that greets with the welcome splash: its code is named at low priority, so it comes
   * while the splash is shown without holding up the splash's first paint.
   */
  greeted: string;
  /** Every page: the app's own files, in the order they run. */
  app: string[];
  /** Stands in an answer for the first group its page's pattern captures (a product's id). */
  slot: string;
  /** By the pattern of its address (the first that matches), what a page opens with. */
  pages: FirstPage[];
}

export interface FirstPage {
  pattern: string;
  /** The API answer it opens with (a path and query). */
  answer?: string;
  /** Its own files, for a page without an answer. */
  files?: string[];
}

export const FIRST_FILES_NAME = "first-files.json";

/**
 * The list's shape, checked when the server reads it: a list written by another version of the
 * build (a mismatched deploy) is left unused instead of failing every page.
 */
export const firstFilesSchema: z.ZodType<FirstFiles> = z.object({
  greeted: z.string(),
  app: z.array(z.string()),
  slot: z.string().min(1),
  pages: z.array(
    z.object({
      pattern: z.string(),
      answer: z.string().optional(),
      files: z.array(z.string()).optional(),
    }),
  ),
});

/** A built file's address: only these go into a header (no comma, semicolon or angle bracket). */
const BUILT_FILE = /^\/assets\/[\w.-]+\.(js|css)$/;
/** An answer's address, with nothing a header would read as its own syntax. */
const PLAIN_ADDRESS = /^\/api\/[\w./?=&%-]+$/;

/** Gives the `Link` header for a page's address and whether it has a query. */
export type FirstFilesLink = (pathname: string, hasQuery: boolean) => string | undefined;

/**
 * The `Link` header of each page, from the list: its patterns are compiled here, once (a bad one
 * throws here, so the server finds it at start and not on a page). The greeted page's files are
 * asked for at low priority: the splash covers its first 3.4 s, and a browser (and Lighthouse's
 * model of one) counts a high-priority script that arrives before the first paint as holding that
 * paint up. Low, the code still arrives while the splash is up, a second earlier than when the
 * start script asked for it after the splash's first paint. The answer comes first (small, and
 * what the screen shows), unless the address has a query: a search opens with another answer than
 * the plain one. Then the app's files and the
 * page's own. Scripts are module preloads and stylesheets style preloads, `crossorigin` like the
 * app's own requests (a preload serves only a request of the same mode).
 */
export function firstFilesLinker(first: FirstFiles): FirstFilesLink {
  const pages = first.pages.map((page) => ({ ...page, pattern: new RegExp(page.pattern, "i") }));
  const fileLink = (file: string, low: boolean) =>
    (file.endsWith(".css")
      ? `<${file}>; rel=preload; as=style; crossorigin`
      : `<${file}>; rel=modulepreload; crossorigin`) + (low ? "; fetchpriority=low" : "");
  /** The first page whose pattern matches, and what its first group captured (a product's id). */
  const pageOf = (pathname: string) => {
    for (const page of pages) {
      const match = page.pattern.exec(pathname);
      if (match) return { page, id: match[1] ?? "" };
    }
    return undefined;
  };
  return (pathname, hasQuery) => {
    const low = pathname === first.greeted;
    const found = pageOf(pathname);
    const links: string[] = [];
    if (found?.page.answer && !hasQuery) {
      const address = found.page.answer.replace(first.slot, found.id);
      if (PLAIN_ADDRESS.test(address)) links.push(`<${address}>; rel=preload; as=fetch; crossorigin`);
    }
    for (const file of [...first.app, ...(found?.page.files ?? [])]) {
      if (BUILT_FILE.test(file)) links.push(fileLink(file, low));
    }
    return links.length > 0 ? links.join(", ") : undefined;
  };
}
