import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingHookHandler } from "fastify";

export type Encoding = "br" | "gzip";

/** One form of a ready answer: its bytes and the whole head of a 200 and of a 304, made once. */
export interface FrontVariant {
  etag: string;
  body: Buffer;
  /** Header names and values, flat (`[name, value, name, value…]`), as `writeHead` takes them. */
  head200: string[];
  head304: string[];
}

/**
 * An answer the front door may send in place of the route's handler: the variant for a request's
 * `Accept-Encoding`, or undefined when the handler should answer (the variant is not made yet).
 */
export type FrontAnswer = (acceptEncoding: string | undefined) => FrontVariant | undefined;

/**
 * Where the answers of one kind are looked up: by the key a handler gave when it remembered an
 * address, undefined once that answer is no longer kept (the handler then answers again).
 * Registered once at start, never per request.
 */
export type Source = (key: string) => FrontAnswer | undefined;

/** The kinds of kept answers: public reads of the read cache, the web app's files, its pages. */
export type SourceName = "read" | "file" | "page";

/** How many addresses the front door remembers (the first remembered go first). */
const MAX_ADDRESSES = 10_000;

/** What the door keeps for an address: data only (where to look, and under which key). */
interface Remembered {
  source: SourceName;
  key: string;
}

/**
 * The front door: a GET that a route has already answered with a public, ready answer (a cached
 * catalog read, a file of the web app, a page without a product) is answered again from bytes and
 * heads made once, in place of the route's handler: 304 for a known ETag, the encoding the browser
 * accepts, the security headers.
 *
 * It is a step of Fastify's own request lifecycle, not a way around it: the first `preParsing`
 * hook, which Fastify runs after every `onRequest` hook of the route (the app's, its plugins' and
 * the route's own). So every gate that refuses or changes a request (maintenance, an address
 * block, a rate limit, an overload 503, all `onRequest` hooks) applies to the door's answers as to
 * the handler's; Fastify's request id, client address (`trustProxy`), log line and `onResponse`
 * hooks are those of every request. What the door skips is what a remembered GET does not need:
 * parsing a body it has not got, validating an address the route already validated, running the
 * handler, serializing and compressing an answer that is already bytes.
 *
 * An address is remembered only after its route answered it for a request without a token, and
 * what is remembered is data (which source, which key), never the answer and never a function: a
 * read the database changed is found gone and the handler answers it, and nothing kept can hold a
 * request (decision 0062: a closure made in a handler kept 10,000 finished requests alive).
 */
export class FrontDoor {
  // A plain Map, oldest first: an address dropped at the cap is answered once by the handler and
  // remembered again, so recency bookkeeping at every request would cost more than it saves.
  private readonly addresses = new Map<string, Remembered>();
  private readonly sources = new Map<SourceName, Source>();
  /** The encoding chosen for each list offered (by identity) and `Accept-Encoding` seen. */
  private readonly negotiated = new WeakMap<readonly Encoding[], Map<string, Encoding | null>>();

  constructor(
    /** Added to every answer, first (plugins/security-headers.ts). */
    readonly securityHeaders: Readonly<Record<string, string>>,
  ) {}

  /**
   * Puts the door in `app`'s lifecycle: the first `preParsing` hook of every route registered
   * after this call (call it before the routes). `preParsing` rather than a late `onRequest` hook:
   * Fastify runs a route's `onRequest` hooks (app, plugins, route, in any registration order)
   * before any `preParsing` one, so no gate can be left behind the door.
   */
  install(app: FastifyInstance): void {
    app.addHook("preParsing", this.hook);
  }

  /** How many requests the door has answered (tests, metrics). */
  answered = 0;

  /** Where answers of one kind are found (once per kind, at start). */
  addSource(name: SourceName, source: Source): void {
    this.sources.set(name, source);
  }

  /**
   * Remembers where this request's answer is kept, after its route answered it. Only a GET without
   * a token and without a body: nothing that could depend on who asks.
   */
  remember(request: FastifyRequest, source: SourceName, key: string): void {
    if (!plainGet(request)) return;
    const address = addressOf(request);
    const known = this.addresses.get(address);
    if (known) {
      known.source = source;
      known.key = key;
      return;
    }
    if (this.addresses.size >= MAX_ADDRESSES) this.addresses.delete(this.addresses.keys().next().value!);
    this.addresses.set(address, { source, key });
  }

  /** Forgets every address (a new build of the web app is served after a restart). */
  forget(): void {
    this.addresses.clear();
  }

  private readonly hook: preParsingHookHandler = (request, reply, payload, done) => {
    if (!this.answer(request, reply)) done(null, payload);
  };

  /** True when the request was answered here (the hook chain then stops, as for any hook that replies). */
  private answer(request: FastifyRequest, reply: FastifyReply): boolean {
    if (!plainGet(request)) return false;
    const remembered = this.addresses.get(addressOf(request));
    if (!remembered) return false;
    const answer = this.sources.get(remembered.source)?.(remembered.key);
    const variant = answer?.(request.headers["accept-encoding"]);
    if (!variant) return false;
    // Written on the raw response: the answer is already bytes and heads. Fastify still sees the
    // response finish, so its log line and `onResponse` hooks run as for any request.
    reply.hijack();
    this.answered += 1;
    if (notModified(request.headers["if-none-match"], variant.etag)) {
      reply.raw.writeHead(304, variant.head304).end();
    } else {
      reply.raw.writeHead(200, variant.head200).end(variant.body);
    }
    return true;
  }

  /** The encoding to send among `offered` (cached per distinct header: browsers send a few). */
  encoding(acceptEncoding: string | undefined, offered: readonly Encoding[]): Encoding | null {
    if (!acceptEncoding || offered.length === 0) return null;
    let byHeader = this.negotiated.get(offered);
    if (!byHeader) {
      // Held as long as the list is (a kept answer's kind, a file of the build, a product page).
      byHeader = new Map();
      this.negotiated.set(offered, byHeader);
    }
    let chosen = byHeader.get(acceptEncoding);
    if (chosen === undefined) {
      chosen = negotiate(acceptEncoding, offered as Encoding[]) as Encoding | null;
      if (byHeader.size >= 1000) byHeader.clear();
      byHeader.set(acceptEncoding, chosen);
    }
    return chosen;
  }

  /** A variant's heads: the security headers, then the answer's own, as the app would send them. */
  variant(body: Buffer, etag: string, headers: Record<string, string>): FrontVariant {
    const head304 = flat({ ...this.securityHeaders, ...headers });
    const head200 = [...head304, "content-length", String(body.length)];
    return { etag, body, head200, head304 };
  }
}

function flat(headers: Record<string, string>): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries(headers)) list.push(name, value);
  return list;
}

/** A GET with no token (Authorization) and no body. */
function plainGet(request: FastifyRequest): boolean {
  const h = request.raw.headers;
  return (
    request.raw.method === "GET" &&
    h.authorization === undefined &&
    h["content-length"] === undefined &&
    h["transfer-encoding"] === undefined
  );
}

/**
 * What an answer may depend on besides who asks: the address, and the site's name and scheme as
 * Fastify reads them (forwarded headers count only from a proxy its `trustProxy` setting trusts):
 * pages carry their own address in their preview tags.
 */
function addressOf(request: FastifyRequest): string {
  return `${request.url}\n${request.protocol}://${request.host}`;
}

/** True when If-None-Match names this validator (weak comparison, as for a GET). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag || ifNoneMatch === "*") return true;
  const bare = etag.startsWith("W/") ? etag.slice(2) : etag;
  for (const tag of ifNoneMatch.split(",")) {
    const t = tag.trim();
    if (t === "*" || t === bare || (t.startsWith("W/") && t.slice(2) === bare)) return true;
  }
  return false;
}
