import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";
import { AppError } from "./errors.ts";

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): about 50 ms here. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing runs on libuv's thread pool, which file reads (static files, pictures) share. A login
 * flood must not take every thread or every core: at most one hash per core but one, and never
 * more than the pool's threads but two. The others wait their turn; past a queue of
 * `MAX_WAITING` the call is refused at once rather than left hanging.
 */
const POOL = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const HASHING_SLOTS = Math.max(1, Math.min(availableParallelism() - 1, POOL - 2));
const MAX_WAITING = 64;
const slots = pLimit(HASHING_SLOTS);

function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (slots.pendingCount >= MAX_WAITING) {
    return Promise.reject(new AppError(503, "The shop is busy. Please try again in a moment.", "error"));
  }
  return slots(work);
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return bounded(async () => {
    try {
      return await verify(passwordHash, password);
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
