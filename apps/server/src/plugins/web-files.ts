import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import mime from "mime";
import { type FrontAnswer, type FrontDoor, notModified as namesEtag } from "../cache/front-door.ts";

type Encoding = "br" | "gzip";

interface Variant {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

export interface WebFile {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  encodings: Encoding[];
}

/** Text types are sent as UTF-8 (the build writes nothing else). */
function contentType(file: string): string {
  const type = mime.getType(file) ?? "application/octet-stream";
  const text = type.startsWith("text/") || /^application\/(javascript|json|manifest\+json)$/.test(type);
  return text ? `${type}; charset=utf-8` : type;
}

function variant(body: Buffer, headers: Record<string, string>, encoding?: Encoding): Variant {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return {
    body,
    etag,
    headers: { ...headers, etag, ...(encoding ? { "content-encoding": encoding } : {}) },
  };
}

/**
 * A file ready to send from text made at run time (a page's HTML), compressed once here the way
 * the build compresses its files.
 */
export function readyFile(text: string, headers: Record<string, string>): WebFile {
  const body = Buffer.from(text);
  const withVary = { ...headers, vary: "accept-encoding" };
  return {
    identity: variant(body, withVary),
    br: variant(brotliCompressSync(body), withVary, "br"),
    gzip: variant(gzipSync(body, { level: 9 }), withVary, "gzip"),
    encodings: ["br", "gzip"],
  };
}

/**
 * Every file of the built web app, read once at start with the .br and .gz the build wrote beside
 * it, and the headers of each variant worked out in advance. The build does not change while the
 * server runs (a new build is served after a restart), so a request costs a lookup, not a file.
 */
export async function loadWebFiles(webDist: string): Promise<Map<string, WebFile>> {
  const entries = await readdir(webDist, { recursive: true, withFileTypes: true });
  const names = new Set(
    entries.filter((e) => e.isFile()).map((e) => path.relative(webDist, path.join(e.parentPath, e.name))),
  );
  const files = new Map<string, WebFile>();
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const read = (file: string) => readFile(path.join(webDist, file));
    const hashed = name.startsWith(`assets${path.sep}`);
    const headers = {
      "content-type": contentType(name),
      // Hashed assets never change under their name; everything else is checked on each visit.
      "cache-control": hashed ? "public, max-age=31536000, immutable" : "no-cache",
    };
    const encodings = (["br", "gzip"] as const).filter((e) =>
      names.has(`${name}.${e === "br" ? "br" : "gz"}`),
    );
    if (encodings.length > 0) Object.assign(headers, { vary: "accept-encoding" });
    const file: WebFile = { identity: variant(await read(name), headers), encodings };
    if (encodings.includes("br")) file.br = variant(await read(`${name}.br`), headers, "br");
    if (encodings.includes("gzip")) file.gzip = variant(await read(`${name}.gz`), headers, "gzip");
    files.set(`/${name.split(path.sep).join("/")}`, file);
  }
  return files;
}

function notModified(request: FastifyRequest, etag: string): boolean {
  return namesEtag(request.headers["if-none-match"], etag);
}

const frontAnswers = new WeakMap<WebFile, FrontAnswer>();

/** The same answer as `sendWebFile` gives, for the front door, with each variant's head made once. */
export function frontAnswerOfFile(door: FrontDoor, file: WebFile): FrontAnswer {
  let front = frontAnswers.get(file);
  if (front) return front;
  const made = (v: Variant) => door.variant(v.body, v.etag, v.headers);
  const identity = made(file.identity);
  const br = file.br && made(file.br);
  const gzip = file.gzip && made(file.gzip);
  front = (acceptEncoding) => {
    const encoding = door.encoding(acceptEncoding, file.encodings);
    return (encoding === "br" ? br : encoding === "gzip" ? gzip : undefined) ?? identity;
  };
  frontAnswers.set(file, front);
  return front;
}

export function sendWebFile(request: FastifyRequest, reply: FastifyReply, file: WebFile): FastifyReply {
  const encoding =
    file.encodings.length > 0 ? negotiate(request.headers["accept-encoding"] ?? "", file.encodings) : null;
  const chosen = (encoding && file[encoding]) || file.identity;
  reply.headers(chosen.headers);
  if (notModified(request, chosen.etag)) return reply.code(304).send();
  return reply.send(chosen.body);
}

/** One route per file of the build, so any other address still reaches the page or 404 handler. */
export async function registerWebFiles(app: FastifyInstance, webDist: string): Promise<void> {
  const files = await loadWebFiles(webDist);
  const door = app.frontDoor;
  door?.addSource("file", (url) => {
    const file = files.get(url);
    return file && frontAnswerOfFile(door, file);
  });
  for (const [url, file] of files) {
    // Already compressed where it helps: the on-the-fly compression of API answers stays out.
    app.get(url, { compress: false, schema: { hide: true } }, (request, reply) => {
      // The build does not change while the server runs: the next visit is answered at the door.
      door?.remember(request, "file", url);
      return sendWebFile(request, reply, file);
    });
  }
}
