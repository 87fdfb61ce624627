import { lt, sql } from "drizzle-orm";
import { rateLimitCounters } from "../db/schema.ts";
import type { Db } from "../db/types.ts";

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
  /** Forgets the attempts of `key` (a successful login clears its failures). */
  reset(key: string): Promise<void>;
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
 * (and survives a restart). Each hit is one statement: an upsert that starts a new window when
 * the old one has ended and otherwise adds one, answering the count it left, so parallel
 * requests in any process cannot slip past. The database's clock times every window.
 */
export class DatabaseRateLimits implements RateLimits {
  private lastSweep = 0;

  constructor(private readonly db: Db) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    await this.sweep();
    const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({
        key,
        hits: 1,
        windowEndsAt: sql`now() + ${windowMs}::float8 * interval '1 millisecond'`,
      })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
          windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
        },
      })
      .returning({
        count: rateLimitCounters.hits,
        retryAfterMs:
          sql<number>`ceil(extract(epoch from ${rateLimitCounters.windowEndsAt} - now()) * 1000)`.mapWith(
            Number,
          ),
      });
    if (!row) throw new Error("the rate-limit upsert returned no row");
    return { allowed: row.count <= limit, count: row.count, retryAfterMs: Math.max(0, row.retryAfterMs) };
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
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
