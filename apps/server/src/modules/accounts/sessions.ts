import { randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { sessions } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { readToken, signToken, TOKEN_LIFETIME_MS } from "../../lib/tokens.ts";

/**
 * Opens a session for the user and answers its token. The user's expired sessions are cleared on
 * the way, so the table holds only live ones (and at most a week of them).
 */
export async function startSession(db: Executor, secret: Uint8Array, userId: number): Promise<string> {
  const id = randomBytes(18).toString("base64url");
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  await db.insert(sessions).values({ id, userId, expiresAt });
  return signToken(secret, { userId, sessionId: id }, expiresAt);
}

/**
 * Ends the session of one token (logout). False when the token is not one of ours (forged or
 * malformed); a session that had already ended counts as ended.
 */
export async function endSession(db: Executor, secret: Uint8Array, token: string): Promise<boolean> {
  const claims = await readToken(secret, token);
  if (!claims) return false;
  await db.delete(sessions).where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId)));
  return true;
}

/** Ends every session of a user for good: deactivation, deletion, a new password. */
export async function endAllSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
