import { AppError } from "../../lib/errors.ts";
import { type RateLimits, waitText } from "../../lib/rate-limits.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Rule {
  max: number;
  windowMs: number;
}

/**
 * Attempts are counted per e-mail and address pair, so a stranger who guesses wrong locks out
 * only their own address, never the owner at the shop. A much higher ceiling per e-mail, whatever
 * the address, still stops a guess spread over many addresses; its second, daily tier is the
 * backoff: a guess that keeps going waits hours instead of minutes. The pair's daily tier keeps
 * one address from reaching the e-mail's ceiling alone.
 */
export const LIMITS = {
  /** Wrong passwords, at login and at password change (the same counters). */
  login: {
    what: "failed logins",
    pair: [
      { max: 10, windowMs: 15 * MINUTE },
      { max: 50, windowMs: DAY },
    ],
    account: [
      { max: 100, windowMs: 15 * MINUTE },
      { max: 500, windowMs: DAY },
    ],
  },
  /** Reset-code e-mails. */
  resetRequests: {
    what: "code requests",
    pair: [
      { max: 3, windowMs: 15 * MINUTE },
      { max: 10, windowMs: DAY },
    ],
    account: [
      { max: 10, windowMs: 15 * MINUTE },
      { max: 30, windowMs: DAY },
    ],
  },
  /** Wrong reset codes (each code also dies after 5 wrong tries). */
  codeFailures: {
    what: "wrong codes",
    pair: [
      { max: 10, windowMs: 15 * MINUTE },
      { max: 30, windowMs: DAY },
    ],
    account: [
      { max: 50, windowMs: 15 * MINUTE },
      { max: 150, windowMs: DAY },
    ],
  },
} satisfies Record<string, { what: string; pair: Rule[]; account: Rule[] }>;

export type LimitKind = keyof typeof LIMITS;

/** Route option: at most 30 calls a minute from one address. */
export const PER_ADDRESS = { rateLimit: { max: 30, timeWindow: 60_000 } } as const;

const pairKey = (kind: LimitKind, tier: number, email: string, address: string) =>
  `${kind}:pair:${tier}:${email}|${address}`;
const accountKey = (kind: LimitKind, tier: number, email: string) => `${kind}:account:${tier}:${email}`;

/**
 * Counts one attempt for a (normalized) e-mail from an address; throws 429 with a clear message
 * once a rule is passed. The e-mail's ceiling counts only attempts the pair allowed, so one
 * address hammering away cannot push it up.
 */
export async function consume(
  limits: RateLimits,
  kind: LimitKind,
  email: string,
  address: string,
): Promise<void> {
  const { what, pair, account } = LIMITS[kind];
  for (const [tier, rule] of pair.entries()) {
    const result = await limits.hit(pairKey(kind, tier, email, address), rule.max, rule.windowMs);
    if (!result.allowed) throw tooMany(`Too many ${what} for this e-mail`, result.retryAfterMs);
  }
  for (const [tier, rule] of account.entries()) {
    const result = await limits.hit(accountKey(kind, tier, email), rule.max, rule.windowMs);
    if (!result.allowed) {
      throw tooMany(`Too many ${what} for this e-mail from many places`, result.retryAfterMs);
    }
  }
}

/** Forgets the pair's attempts after a success (the right password, the right code). */
export async function forgetPair(
  limits: RateLimits,
  kind: LimitKind,
  email: string,
  address: string,
): Promise<void> {
  for (const tier of LIMITS[kind].pair.keys()) await limits.reset(pairKey(kind, tier, email, address));
}

function tooMany(what: string, retryAfterMs: number): AppError {
  return new AppError(429, `${what}. Please wait ${waitText(retryAfterMs)} and try again.`, "error");
}
