/**
 * What a deep link opens with, as the web build lists it (build/start-script.ts writes it to the
 * build's folder as FIRST_FILES_NAME): the server names it in a `Link` header with the page's HTML,
 * and the browser fetches it from the first byte of the answer instead of from the moment the
 * page's start script has run (300 ms later on a slow phone). The start script asks for the same
 * things; a second ask for a file already on its way costs nothing.
 *
 * Only the app's own files and the page's API answer: the page's small files and its picture are
 * left to the start script. Over HTTP/1.1 a browser opens six connections to a site; a header that
 * named everything kept the product's picture waiting behind eleven small scripts (its picture on
 * the screen 0.9 s later).
 */
export interface FirstFiles {
  /** The page that greets with the welcome splash: its code waits for the splash's first paint. */
  greeted: string;
  /** Every other page: the app's own files, in the order they run. */
  app: string[];
  /** Stands in an answer for the first group its page's pattern captures (a product's id). */
  slot: string;
  /** The API answer a page opens with (a path and query), by the pattern of its address. */
  answers: { pattern: string; answer: string }[];
}

export const FIRST_FILES_NAME = "first-files.json";

/** A built file's address: only these go into a header (no comma, semicolon or angle bracket). */
const BUILT_FILE = /^\/assets\/[\w.-]+\.(js|css)$/;
/** An answer's address, with nothing a header would read as its own syntax. */
const PLAIN_ADDRESS = /^\/api\/[\w./?=&%-]+$/;

/**
 * The `Link` header for the page at `pathname`, or undefined for the greeted page. The answer
 * comes first (small, and what the screen shows), unless the address has a query: a search opens
 * with another answer than the plain one. Scripts are module preloads, `crossorigin` like the
 * app's own requests (a preload serves only a request of the same mode).
 */
export function firstFilesLink(first: FirstFiles, pathname: string, hasQuery: boolean): string | undefined {
  if (pathname === first.greeted) return undefined;
  const links: string[] = [];
  for (const { pattern, answer } of hasQuery ? [] : first.answers) {
    const match = new RegExp(pattern, "i").exec(pathname);
    if (!match) continue;
    const address = answer.replace(first.slot, match[1] ?? "");
    if (PLAIN_ADDRESS.test(address)) links.push(`<${address}>; rel=preload; as=fetch; crossorigin`);
    break;
  }
  for (const file of first.app) {
    if (BUILT_FILE.test(file)) links.push(`<${file}>; rel=modulepreload; crossorigin`);
  }
  return links.length > 0 ? links.join(", ") : undefined;
}
