import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";
import { AppError } from "./errors.ts";

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): about 50 ms here. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing runs on libuv's thread pool, which file reads (static files, pictures) share. A login
 * flood must not take every thread or every core: at most one hash per core but one, and never
 * more than the pool's threads but two. The others wait their turn, in order.
 *
 * A call is refused as busy only when the shop is really out of capacity: when its turn would
 * come later than `MAX_WAIT_MS` from now, reckoned from how long a turn has taken lately. A fixed
 * queue of 64 refused 235 of 300 logins that arrived together, although the shop would have
 * answered all of them within 15 seconds; and the wait a person accepts does not depend on how
 * fast the machine is, the queue a machine can serve in that time does.
 */
const POOL = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const HASHING_SLOTS = Math.max(1, Math.min(availableParallelism() - 1, POOL - 2));
export const MAX_WAIT_MS = 30_000;
const slots = pLimit(HASHING_SLOTS);
/** A turn's recent duration (moving average, ms); argon2 alone takes about 50 ms on this machine. */
let turnMs = 60;

export const BUSY = "The shop is busy. Please try again in a moment.";

/** When a call queued now would start, in ms, on the recent pace. */
export function expectedWaitMs(): number {
  return ((slots.activeCount + slots.pendingCount) / HASHING_SLOTS) * turnMs;
}

function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (expectedWaitMs() > MAX_WAIT_MS) return Promise.reject(new AppError(503, BUSY, "error"));
  return slots(async () => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      turnMs = turnMs * 0.8 + (performance.now() - started) * 0.2;
    }
  });
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, OPTIONS));
}

/**
 * Checks a password against a hash. The hash may be given as a function that reads it: it is then
 * read when the check's turn comes, so a flood of logins reads its users one by one as hashing
 * goes on, instead of all at once ahead of every other request on the database.
 */
export function verifyPassword(
  passwordHash: string | (() => Promise<string>),
  password: string,
): Promise<boolean> {
  return bounded(async () => {
    const stored = typeof passwordHash === "string" ? passwordHash : await passwordHash();
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  });
}

/** How many hashes run and wait now (tests watch the bound). */
export function hashingLoad(): { active: number; waiting: number } {
  return { active: slots.activeCount, waiting: slots.pendingCount };
}

/**
 * A hash of a random password, verified against when an e-mail is unknown, so a wrong e-mail
 * takes as long as a wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  // Made once, outside the queue: a refusal while busy must not be remembered as the decoy.
  decoy ??= hash(`decoy-${Math.random()}`, OPTIONS);
  return decoy;
}
