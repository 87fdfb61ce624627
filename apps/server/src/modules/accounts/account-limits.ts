import { AppError } from "../../lib/errors.ts";
import { type RateLimits, waitText } from "../../lib/rate-limits.ts";

const MINUTE = 60_000;

/** The limits of issue #3; per-address ones are @fastify/rate-limit route options. */
export const LIMITS = {
  /** Failed logins per e-mail. */
  loginFailures: { max: 10, windowMs: 15 * MINUTE },
  /** Reset-code e-mails per e-mail address. */
  resetRequests: { max: 3, windowMs: 15 * MINUTE },
  /** Wrong reset codes per e-mail (each code also dies after 5 wrong tries). */
  codeFailures: { max: 10, windowMs: 15 * MINUTE },
} as const;

/** Route option: at most 30 calls a minute from one address. */
export const PER_ADDRESS = { rateLimit: { max: 30, timeWindow: 60_000 } } as const;

/** Counts one attempt; throws 429 with a clear message once the limit is passed. */
export async function consume(
  limits: RateLimits,
  key: string,
  rule: { max: number; windowMs: number },
  what: string,
): Promise<void> {
  const result = await limits.hit(key, rule.max, rule.windowMs);
  if (!result.allowed) {
    throw new AppError(
      429,
      `Too many ${what} for this e-mail. Please wait ${waitText(result.retryAfterMs)} and try again.`,
      "error",
    );
  }
}
