import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type FrontAnswer, type FrontDoor, type FrontVariant, notModified } from "./front-door.ts";
import type { CachedAnswer, Encoding } from "./read-cache.ts";

const ENCODINGS: Encoding[] = ["br", "gzip"];
const JSON_TYPE = "application/json; charset=utf-8";

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
  if (notModified(request.headers["if-none-match"], answer.etag)) return reply.code(304).send();
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

const frontAnswers = new WeakMap<CachedAnswer, FrontAnswer>();

/**
 * The same answer as `sendAnswer` gives, for the front door: each variant's head made once per
 * kept answer. A compressed form that is not made yet is left to the app (which makes it).
 */
export function frontAnswerOf(door: FrontDoor, answer: CachedAnswer, cacheControl = "no-cache"): FrontAnswer {
  let front = frontAnswers.get(answer);
  if (front) return front;
  const own = (encoding?: Encoding): Record<string, string> => ({
    etag: answer.etag,
    "cache-control": cacheControl,
    ...(answer.compressible ? { vary: "Accept-Encoding" } : {}),
    "content-type": answer.type,
    ...(encoding ? { "content-encoding": encoding } : {}),
  });
  const identity = door.variant(answer.body, answer.etag, own());
  const encoded = new Map<Encoding, FrontVariant>();
  front = (acceptEncoding) => {
    const encoding = answer.compressible ? door.encoding(acceptEncoding, ENCODINGS) : null;
    if (!encoding) return identity;
    let variant = encoded.get(encoding);
    if (!variant) {
      const body = answer.encodedNow(encoding);
      if (!body) return undefined;
      variant = door.variant(body, answer.etag, own(encoding));
      encoded.set(encoding, variant);
    }
    return variant;
  };
  frontAnswers.set(answer, front);
  return front;
}
