import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/types.ts";
import { frontAnswerOf, sendAnswer, serializedJson } from "./cached-reply.ts";
import type { FrontDoor, Source } from "./front-door.ts";
import { ReadCache } from "./read-cache.ts";

/** The channel the database's triggers announce changes on (migration 0002_cache_invalidation). */
export const CACHE_CHANNEL = "shop_cache";

declare module "fastify" {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/**
 * The public reads' cache, emptied by the database itself: triggers name what each write changed
 * (`product:3 lists`), every process listens, and drops exactly the answers filed under those names.
 */
export async function registerReadCache(app: FastifyInstance, database: Database): Promise<void> {
  // PGlite runs one query at a time on this thread; PostgreSQL has a pool of 10 per process
  // (a catalog page is two queries): either way, room is left for everything else.
  const cache = new ReadCache({ maxLoads: database.kind === "pglite" ? 1 : 4 });
  app.decorate("readCache", cache);
  const heard = new RecentMessages(10_000);
  await database.listen(CACHE_CHANNEL, {
    // "<transaction id> tag tag…". Each listening connection hears it: act on the first copy only,
    // so a late copy cannot drop an answer that was already loaded afresh.
    message: (payload) => {
      if (heard.add(payload)) cache.invalidate(payload.split(" ").slice(1));
    },
    lost: () => {
      app.log.warn("Lost the database's change notifications: public answers are read afresh until back");
      cache.pause();
    },
    restored: () => {
      app.log.info("Listening to the database's change notifications again");
      cache.resume();
    },
  });
  cache.resume();
}

/** The last `capacity` messages, to act on each once. */
class RecentMessages {
  private readonly seen = new Set<string>();
  constructor(private readonly capacity: number) {}

  /** False when the message was already heard. */
  add(message: string): boolean {
    if (this.seen.has(message)) return false;
    this.seen.add(message);
    if (this.seen.size > this.capacity) this.seen.delete(this.seen.values().next().value!);
    return true;
  }
}

export interface Shown {
  /** The answer as the route returns it (serialized by the route's own serializer). */
  value: unknown;
  /** What it shows, in the trigger's names: `product:<id>`, `lists`, `popular`, `software`, `contact`. */
  tags: readonly string[];
}

/**
 * Answers a public read from memory: the same bytes for everyone asking the same thing, 304 when
 * the browser has them. `key` must hold everything the answer depends on (query, who may see what).
 */
export async function cachedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<Shown>,
): Promise<FastifyReply> {
  const { readCache, frontDoor } = request.server;
  const answer = await readCache.get(key, async () => {
    const { value, tags } = await load();
    return { ...serializedJson(reply, value), tags };
  });
  // The next request for this address without a token is answered by the front door, in place of
  // this handler, for as long as the answer is kept (the key holds all it depends on).
  frontDoor?.remember(request, "read", key);
  return sendAnswer(request, reply, answer);
}

/** Where the front door finds the answers `cachedRead` remembered: the read cache, by key. */
export function readSource(readCache: ReadCache, frontDoor: FrontDoor): Source {
  return (key) => {
    const kept = readCache.kept(key);
    return kept && frontAnswerOf(frontDoor, kept);
  };
}

/** The tags of answers that show these products. */
export function productTags(ids: Iterable<number>): string[] {
  return Array.from(ids, (id) => `product:${id}`);
}
