import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): about 50 ms here. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when an e-mail is unknown, so a wrong e-mail
 * takes as long as a wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}
