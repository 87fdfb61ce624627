import type { LoginResponse } from "@shop/shared/accounts";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Db } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { decoyHash, verifyPassword } from "../../lib/passwords.ts";
import type { RateLimits } from "../../lib/rate-limits.ts";
import { consume, rememberLogin } from "./account-limits.ts";
import { startSession } from "./sessions.ts";
import { normalizeEmail } from "./users-service.ts";

export const WRONG_CREDENTIALS = "The e-mail or password is not right.";
export const DEACTIVATED = "This account has been deactivated. Please contact the shop to turn it back on.";
export const DELETED = "This account has been deleted. Please contact the shop if you want it back.";

/**
 * Signs a user in. A wrong e-mail and a wrong password get the same answer and take about the
 * same time (the password is checked against a decoy hash when the e-mail is unknown). Whether
 * an account is deactivated or deleted is told only to someone who knows its password.
 * Every attempt counts (account-limits.ts) before the password is checked, so parallel guesses
 * cannot pass the limit; a successful login clears its address's count and remembers the address.
 * The account is read when the password check's turn comes (passwords.ts), not before it waits.
 */
export async function login(
  db: Db,
  secret: Uint8Array,
  limits: RateLimits,
  credentials: { email: string; password: string; address: string },
): Promise<LoginResponse> {
  const email = normalizeEmail(credentials.email);
  await consume(limits, "login", email, credentials.address);
  let user: typeof users.$inferSelect | undefined;
  const valid = await verifyPassword(async () => {
    [user] = await db.select().from(users).where(eq(users.email, email));
    return user?.passwordHash ?? (await decoyHash());
  }, credentials.password);
  if (!user || !valid) throw new AppError(400, WRONG_CREDENTIALS, "error");
  await rememberLogin(limits, email, credentials.address);
  if (user.deleted) throw new AppError(403, DELETED, "error");
  if (!user.active) throw new AppError(403, DEACTIVATED, "error");
  const token = await startSession(db, secret, user.id);
  return {
    token,
    userRole: user.role,
    fullName: user.fullName,
    message: `Welcome back, ${user.fullName}`,
    severity: "success",
  };
}
