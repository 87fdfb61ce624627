import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CachedAnswer, Encoding } from "./read-cache.ts";

const ENCODINGS: Encoding[] = ["br", "gzip"];
const JSON_TYPE = "application/json; charset=utf-8";

/** True when the request's If-None-Match names this answer (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag || ifNoneMatch === "*") return true;
  const bare = etag.slice(2); // without W/
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === etag || t === bare;
  });
}

/**
 * Sends a kept answer: 304 when the browser already has it, otherwise its bytes in the best
 * encoding the browser accepts. By default browsers must ask again each time (`no-cache`), so a
 * changed answer is seen at once, but what did not change costs them a few header bytes.
 */
export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl = "no-cache",
): Promise<FastifyReply> {
  reply.header("etag", answer.etag).header("cache-control", cacheControl);
  if (answer.compressible) reply.header("vary", "Accept-Encoding");
  if (matches(request.headers["if-none-match"], answer.etag)) return reply.code(304).send();
  reply.type(answer.type);
  if (answer.compressible) {
    const accepted = request.headers["accept-encoding"];
    const encoding = accepted ? (negotiate(accepted, ENCODINGS) as Encoding | null) : null;
    if (encoding) {
      return reply.header("content-encoding", encoding).send(await answer.encodedBody(encoding));
    }
  }
  return reply.send(answer.body);
}

/** The JSON an answer's route would send for `value`, by the route's own serializer. */
export function serializedJson(reply: FastifyReply, value: unknown): { body: Buffer; type: string } {
  const serialized = reply.serialize(value);
  const body =
    typeof serialized === "string" ? Buffer.from(serialized) : Buffer.from(serialized as Uint8Array);
  return { body, type: JSON_TYPE };
}
