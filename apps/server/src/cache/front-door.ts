import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { negotiate } from "@fastify/accept-negotiator";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyBaseLogger } from "fastify";
import { RequestLineWriter } from "../lib/logging.ts";

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
 * An answer the front door may send without the app: the variant for a request's
 * `Accept-Encoding`, or undefined when the app should answer (the variant is not made yet).
 */
export type FrontAnswer = (acceptEncoding: string | undefined) => FrontVariant | undefined;

/**
 * Where an address's answer is looked up at each request: undefined once it is no longer current
 * (the read cache dropped it), and the app answers (and remembers it again).
 */
export type Resolve = () => FrontAnswer | undefined;

/** How many addresses the front door remembers (the first remembered go first). */
const MAX_ADDRESSES = 10_000;

/** What the door keeps for an address: how to find its answer, and its part of the log line. */
interface Remembered {
  resolve: Resolve;
  /** The request's method and URL as the log line writes them, made once. */
  requestField: string;
}

/**
 * The front door: before Fastify sees a request, a GET that the app has already answered with a
 * public, ready answer (a cached catalog read, a file of the web app, a page without a product) is
 * answered here from bytes and heads made once — security headers, ETag/304 and the encoding the
 * browser accepts included — with the same one log line. Anything else (another method, a token,
 * a body, an address not answered yet, an answer that was dropped) goes to Fastify unchanged.
 *
 * An address is remembered only after the app itself answered it for a request without a token, so
 * the app's own checks (validation, routing, input hygiene) have passed for exactly that address,
 * and what is remembered is a way to find the answer, never the answer: a read the database
 * changed is found gone and the app answers it.
 */
export class FrontDoor {
  // A plain Map, oldest first: an address dropped at the cap is answered once by the app and
  // remembered again, so recency bookkeeping at every request would cost more than it saves.
  private readonly addresses = new Map<string, Remembered>();
  /** The encoding chosen for each list offered (by identity) and `Accept-Encoding` seen. */
  private readonly negotiated = new WeakMap<readonly Encoding[], Map<string, Encoding | null>>();
  private readonly clientIp: (req: IncomingMessage) => string | undefined;
  private readonly addressOf: (req: IncomingMessage) => string;
  private closing = false;
  private readonly requestLine: RequestLineWriter | undefined;

  constructor(
    log: FastifyBaseLogger,
    /** Added to every answer, first (plugins/security-headers.ts). */
    readonly securityHeaders: Readonly<Record<string, string>>,
    trustProxy: boolean | string,
  ) {
    this.requestLine = RequestLineWriter.of(log);
    const trust = trustProxyFn(trustProxy);
    this.clientIp = trust ? (req) => proxyAddr(req, trust) : (req) => req.socket.remoteAddress;
    // Behind a proxy, forwarded headers count only from a trusted peer: the peer is part of the
    // address, so a page made for one is never given to another.
    this.addressOf = trust ? (req) => `${addressOf(req)}\n${req.socket.remoteAddress}` : addressOf;
  }

  /**
   * Puts the front door before the app's own request handler on `server` (the one Fastify made,
   * so its timeouts and connection limits stay as they are).
   */
  install(server: Server): void {
    const handlers = server.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
    if (handlers.length !== 1) throw new Error("the front door expects the app's one request handler");
    const app = handlers[0]!;
    server.removeAllListeners("request");
    server.on("request", (req: IncomingMessage, res: ServerResponse) => {
      if (this.answer(req, res)) return;
      this.inApp += 1;
      res.once("close", () => {
        this.inApp -= 1;
      });
      app(req, res);
    });
  }

  /**
   * Requests handed to the app and not answered yet (the ones answered here take microseconds):
   * background work such as mail delivery gives way while there are any.
   */
  inApp = 0;

  /** From now on every request goes to the app (it answers 503 while it closes). */
  close(): void {
    this.closing = true;
    this.addresses.clear();
  }

  /**
   * Remembers how to answer this request's address, after the app answered it. Only a GET
   * without a token and without a body: nothing that could depend on who asks.
   *
   * `resolve` is kept as long as the address (up to 10,000 of them): it must hold no request.
   * Make it in a function of its own, never inline in a handler, whose other closures put the
   * request and reply in the scope that every closure made there shares. Inline, 10,000 finished
   * requests stayed in memory after a flood of searches, about 40 MB.
   */
  remember(req: IncomingMessage, resolve: Resolve): void {
    if (this.closing || !plainGet(req)) return;
    const address = this.addressOf(req);
    const known = this.addresses.get(address);
    if (known) {
      known.resolve = resolve;
      return;
    }
    if (this.addresses.size >= MAX_ADDRESSES) this.addresses.delete(this.addresses.keys().next().value!);
    const requestField = this.requestLine?.requestField(req.method ?? "GET", req.url ?? "/") ?? "";
    this.addresses.set(address, { resolve, requestField });
  }

  /** Forgets every address (tests; a new build of the web app is served after a restart). */
  forget(): void {
    this.addresses.clear();
  }

  /** True when the request was answered here. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.closing || !plainGet(req)) return false;
    const started = performance.now();
    const remembered = this.addresses.get(this.addressOf(req));
    const answer = remembered?.resolve();
    if (!answer) return false;
    const variant = answer(req.headers["accept-encoding"]);
    if (!variant) return false;
    let status: number;
    if (notModified(req.headers["if-none-match"], variant.etag)) {
      status = 304;
      res.writeHead(304, variant.head304).end();
    } else {
      status = 200;
      res.writeHead(200, variant.head200).end(variant.body);
    }
    this.logLine(req, remembered!.requestField, status, performance.now() - started);
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

  /** The same line (and fields) as the app writes for a request it answered (lib/logging.ts). */
  private logLine(req: IncomingMessage, requestField: string, statusCode: number, ms: number): void {
    if (!this.requestLine) return;
    const header = req.headers["x-request-id"];
    // A UUID is hex and dashes: only an id the client sent needs escaping.
    const reqId =
      typeof header === "string" && header.length > 0 ? JSON.stringify(header) : `"${randomUUID()}"`;
    this.requestLine.write(reqId, requestField, this.clientIp(req), statusCode, ms);
  }
}

function flat(headers: Record<string, string>): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries(headers)) list.push(name, value);
  return list;
}

/** A GET with no token (Authorization) and no body. */
function plainGet(req: IncomingMessage): boolean {
  const h = req.headers;
  return (
    req.method === "GET" &&
    h.authorization === undefined &&
    h["content-length"] === undefined &&
    h["transfer-encoding"] === undefined
  );
}

/**
 * What an answer may depend on besides who asks: the address, and the site's name as the request
 * gives it (pages carry their own address in their preview tags).
 */
function addressOf(req: IncomingMessage): string {
  const h = req.headers;
  return `${req.url}\n${h.host ?? ""}\n${h["x-forwarded-host"] ?? ""}\n${h["x-forwarded-proto"] ?? ""}`;
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

/** The same trust as Fastify's `trustProxy` setting gives (lib/request.js), or null for none. */
export function trustProxyFn(
  trustProxy: boolean | string,
): ((address: string, hop: number) => boolean) | null {
  if (trustProxy === false) return null;
  if (trustProxy === true) return () => true;
  return proxyAddr.compile(trustProxy.split(",").map((v) => v.trim()));
}
