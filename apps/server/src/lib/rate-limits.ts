import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { rateLimitCounters } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { columnArray } from "../db/unnest-insert.ts";
import { GroupBatcher } from "./group-batcher.ts";

/**
 * Counters for rules that @fastify/rate-limit cannot key by itself (failed logins per e-mail and
 * address, reset requests, wrong codes), and the store behind its per-address limits. One small
 * interface, so the rules never depend on where the counts live.
 */
export interface RateLimits {
  /**
   * Counts one attempt against `key` in a fixed window of `windowMs` that starts with the first
   * attempt. `allowed` is false once more than `limit` attempts fall in the window.
   */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Several hits at once (one attempt counted on every rule it falls under), answered in order. */
  hitAll(hits: readonly Hit[]): Promise<RateLimitResult[]>;
  /** Forgets the attempts of these keys (a successful login clears its failures). */
  reset(...keys: string[]): Promise<void>;
  /** Whether `key` has a window that has not ended (a remembered fact, such as a known address). */
  isLive(key: string): Promise<boolean>;
}

export interface Hit {
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the window so far, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  retryAfterMs: number;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in the database, so a limit holds across every server process on one PostgreSQL
 * (and survives a restart). Hits are counted by an upsert that starts a new window when the old
 * one has ended and otherwise adds, answering the count it left, so parallel requests in any
 * process cannot slip past. The database's clock times every window.
 *
 * The hits that arrive together (a login flood: each login is five or six of them, with the
 * per-address limit of its route) are counted in one statement per batch (GroupBatcher), not one
 * each: three hundred logins at once were 1,800 statements queued ahead of every other request
 * on the embedded database, which stalled it for seconds. A key hit n times in a batch is added n
 * at once, and its hits are answered the counts in turn, as if one after another.
 */
export class DatabaseRateLimits implements RateLimits {
  private lastSweep = 0;
  private readonly batcher = new GroupBatcher<Hit, RateLimitResult>((hits) => this.count(hits), 1000);

  constructor(private readonly db: Db) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const [result] = await this.hitAll([{ key, limit, windowMs }]);
    return result!;
  }

  async hitAll(hits: readonly Hit[]): Promise<RateLimitResult[]> {
    return Promise.all(hits.map((hit) => this.batcher.submit(hit)));
  }

  async reset(...keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
  }

  async isLive(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowEndsAt, sql`now()`)));
    return row !== undefined;
  }

  /** One statement for a batch of hits, keys in order (so two processes lock rows alike). */
  private async count(hits: Hit[]): Promise<(RateLimitResult | Error)[]> {
    await this.sweep();
    const byKey = new Map<string, { times: number; windowMs: number }>();
    for (const hit of hits) {
      const seen = byKey.get(hit.key);
      if (seen) seen.times += 1;
      else byKey.set(hit.key, { times: 1, windowMs: hit.windowMs });
    }
    const keys = [...byKey.keys()].sort();
    const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
    const rows = (
      (await this.db.execute(sql`
        insert into ${rateLimitCounters} (key, hits, window_ends_at)
        select h.key, h.times, now() + h.window_ms * interval '1 millisecond'
        from unnest(${columnArray(keys, "text")}, ${columnArray(
          keys.map((k) => byKey.get(k)!.times),
          "integer",
        )}, ${columnArray(
          keys.map((k) => byKey.get(k)!.windowMs),
          "float8",
        )}) as h(key, times, window_ms)
        order by h.key
        on conflict (key) do update set
          hits = case when ${ended} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end,
          window_ends_at = case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end
        returning key, hits, ceil(extract(epoch from window_ends_at - now()) * 1000) as retry_ms`)) as unknown as {
        rows: { key: string; hits: number; retry_ms: string | number }[];
      }
    ).rows;
    const counted = new Map(rows.map((r) => [r.key, { hits: Number(r.hits), retryMs: Number(r.retry_ms) }]));
    // The hits of one key are answered the counts they would have had one after another.
    const given = new Map<string, number>();
    return hits.map((hit) => {
      const row = counted.get(hit.key);
      if (!row) return new Error("the rate-limit upsert returned no row");
      const before = given.get(hit.key) ?? 0;
      given.set(hit.key, before + 1);
      const count = row.hits - byKey.get(hit.key)!.times + before + 1;
      return { allowed: count <= hit.limit, count, retryAfterMs: Math.max(0, row.retryMs) };
    });
  }

  /** Drops ended windows now and then, so the table holds only live counters. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
  }
}

/** "15 minutes", "1 minute", "40 seconds": for the 429 message. */
export function waitText(ms: number): string {
  const hours = Math.ceil(ms / 3_600_000);
  if (ms > 2 * 3_600_000) return `${hours} hours`;
  const minutes = Math.ceil(ms / 60_000);
  if (ms >= 60_000) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}
