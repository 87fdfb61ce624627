import { AppError } from "../../lib/errors.ts";
import { type Hit, type RateLimitResult, type RateLimits, waitText } from "../../lib/rate-limits.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Rule {
  max: number;
  windowMs: number;
}

interface KindRules {
  what: string;
  /** Per e-mail and address: a stranger's attempts lock out only the stranger's address. */
  pair: Rule[];
  /** Per address, whatever the e-mail: one address trying many accounts. */
  address: Rule[];
  /**
   * Per e-mail from all addresses together. Passing it never refuses by itself: it means a guess
   * is spread over many addresses, and then each address may make only `spread` attempts a day
   * for that e-mail (its pair's daily count), unless the account has logged in from it lately.
   */
  account: Rule[];
  spread: number;
}

/**
 * Which attempts at an account's password, reset e-mail or reset code are let through
 * (decision 0065 says why):
 *
 * - per e-mail and address (`pair`): 10 wrong passwords in 15 minutes, 50 a day; a success clears
 *   it. A stranger who guesses wrong locks out only their own address.
 * - per address whatever the e-mail (`address`): 100 login attempts an hour, so one address cannot
 *   try a password on every account.
 * - per e-mail from everywhere (`account`): more than 100 in 15 minutes (or 500 a day) means a
 *   guess spread over many addresses. It does not lock the account: the owner's own address has
 *   not failed, so it still gets in. It limits the addresses that guess: each may then make only
 *   `spread` attempts a day for that e-mail (the pair's daily count, failures before the ceiling
 *   included), except an address the account logged in from in the last 30 days, which keeps its
 *   pair's limits.
 *
 * Every attempt is counted (in one statement, with the route's per-address limit) before the
 * password is checked, so parallel guesses cannot slip past.
 */
export const LIMITS = {
  /** Wrong passwords, at login and at password change (the same counters). */
  login: {
    what: "failed logins",
    pair: [
      { max: 10, windowMs: 15 * MINUTE },
      { max: 50, windowMs: DAY },
    ],
    address: [{ max: 100, windowMs: HOUR }],
    account: [
      { max: 100, windowMs: 15 * MINUTE },
      { max: 500, windowMs: DAY },
    ],
    spread: 3,
  },
  /** Reset-code e-mails. */
  resetRequests: {
    what: "code requests",
    pair: [
      { max: 3, windowMs: 15 * MINUTE },
      { max: 10, windowMs: DAY },
    ],
    address: [{ max: 20, windowMs: HOUR }],
    account: [
      { max: 10, windowMs: 15 * MINUTE },
      { max: 30, windowMs: DAY },
    ],
    spread: 1,
  },
  /** Wrong reset codes (each code also dies after 5 wrong tries). */
  codeFailures: {
    what: "wrong codes",
    pair: [
      { max: 10, windowMs: 15 * MINUTE },
      { max: 30, windowMs: DAY },
    ],
    address: [{ max: 50, windowMs: HOUR }],
    account: [
      { max: 50, windowMs: 15 * MINUTE },
      { max: 150, windowMs: DAY },
    ],
    spread: 3,
  },
} satisfies Record<string, KindRules>;

export type LimitKind = keyof typeof LIMITS;

/** Route option: at most 30 calls a minute from one address. */
export const PER_ADDRESS = { rateLimit: { max: 30, timeWindow: 60_000 } } as const;

/** How long an address where the account logged in counts as the owner's. */
const KNOWN_ADDRESS_MS = 30 * DAY;

const pairKey = (kind: LimitKind, tier: number, email: string, address: string) =>
  `${kind}:pair:${tier}:${email}|${address}`;
const addressKey = (kind: LimitKind, tier: number, address: string) => `${kind}:address:${tier}:${address}`;
const accountKey = (kind: LimitKind, tier: number, email: string) => `${kind}:account:${tier}:${email}`;
const knownKey = (email: string, address: string) => `login:known:${email}|${address}`;

/**
 * Counts one attempt for a (normalized) e-mail from an address; throws 429 with a clear message
 * when a rule refuses it.
 */
export async function consume(
  limits: RateLimits,
  kind: LimitKind,
  email: string,
  address: string,
): Promise<void> {
  const rules: KindRules = LIMITS[kind];
  const hits: Hit[] = [
    ...rules.pair.map((rule, tier) => ({
      key: pairKey(kind, tier, email, address),
      limit: rule.max,
      ...window(rule),
    })),
    ...rules.address.map((rule, tier) => ({
      key: addressKey(kind, tier, address),
      limit: rule.max,
      ...window(rule),
    })),
    ...rules.account.map((rule, tier) => ({
      key: accountKey(kind, tier, email),
      limit: rule.max,
      ...window(rule),
    })),
  ];
  const results = await limits.hitAll(hits);
  const pair = results.slice(0, rules.pair.length);
  const perAddress = results.slice(rules.pair.length, rules.pair.length + rules.address.length);
  const account = results.slice(rules.pair.length + rules.address.length);

  const refusedPair = firstRefused(pair);
  if (refusedPair) throw tooMany(`Too many ${rules.what} for this e-mail`, refusedPair.retryAfterMs);
  const refusedAddress = firstRefused(perAddress);
  if (refusedAddress) throw tooMany(`Too many ${rules.what} from your address`, refusedAddress.retryAfterMs);

  // The guess is spread over many addresses: this address may go on only while it has made
  // few attempts today for this e-mail, or when the account has logged in from it lately.
  const passed = account.filter((r) => !r.allowed);
  const today = pair[pair.length - 1]!;
  if (passed.length > 0 && today.count > rules.spread && !(await limits.isLive(knownKey(email, address)))) {
    // Open again when the ceiling's window ends or this address's day does, whichever is first.
    const ceilingEnds = Math.max(...passed.map((r) => r.retryAfterMs));
    throw tooMany(
      `Too many ${rules.what} for this e-mail from many places`,
      Math.min(ceilingEnds, today.retryAfterMs),
    );
  }
}

/** Forgets the pair's attempts after a success (the right password, the right code). */
export async function forgetPair(
  limits: RateLimits,
  kind: LimitKind,
  email: string,
  address: string,
): Promise<void> {
  await limits.reset(...LIMITS[kind].pair.map((_, tier) => pairKey(kind, tier, email, address)));
}

/**
 * After the right password (or a password reset by code): the address's failed logins are
 * forgotten, and for 30 days from this login it counts as the owner's, so a guess spread over many addresses never limits it below its pair's limits.
 */
export async function rememberLogin(limits: RateLimits, email: string, address: string): Promise<void> {
  const known = knownKey(email, address);
  await limits.reset(known, ...LIMITS.login.pair.map((_, tier) => pairKey("login", tier, email, address)));
  // A new window of 30 days from this login; its count does not matter.
  await limits.hit(known, Number.MAX_SAFE_INTEGER, KNOWN_ADDRESS_MS);
}

function window(rule: Rule): { windowMs: number } {
  return { windowMs: rule.windowMs };
}

function firstRefused(results: RateLimitResult[]): RateLimitResult | undefined {
  return results.find((r) => !r.allowed);
}

function tooMany(what: string, retryAfterMs: number): AppError {
  return new AppError(429, `${what}. Please wait ${waitText(retryAfterMs)} and try again.`, "error");
}
