import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RateLimits } from "./rate-limits.ts";

/**
 * The store of @fastify/rate-limit's per-address limits, on the shop's own counters: an address's
 * calls count in every server process. Each route counts apart, as with the plugin's own store.
 */
export function rateLimitStore(limits: RateLimits): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "address:",
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      limits.hit(`${this.prefix}${key}`, max, timeWindow).then(
        (result) => callback(null, { current: result.count, ttl: result.retryAfterMs }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged limit options, with the route itself as `routeInfo`.
    child(options: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const route = (options as unknown as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new CounterStore(undefined, `address:${String(route?.method)} ${route?.url ?? ""}:`);
    }
  }
  return CounterStore as unknown as FastifyRateLimitStoreCtor;
}
