import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { RESET_CODE_MAX_TRIES, RESET_CODE_MINUTES } from "@shop/shared/accounts";
import { and, eq, sql } from "drizzle-orm";
import { passwordResetCodes, users } from "../../db/schema.ts";
import type { Db, Executor } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import type { RateLimits } from "../../lib/rate-limits.ts";
import { enqueueMail } from "../mail/mail-outbox.ts";
import { consume, forgetPair, rememberLogin } from "./account-limits.ts";
import { endAllSessions } from "./sessions.ts";
import { normalizeEmail } from "./users-service.ts";

export const RESET_SENT = `If an account exists for this e-mail, a 6-digit code is on its way. It is valid for ${RESET_CODE_MINUTES} minutes.`;
export const CODE_REFUSED = "This code is not right or has expired. Please check it or ask for a new one.";
export const CODE_ACCEPTED = "Code verified. Please choose a new password.";

/** Codes are kept only as a keyed hash: a copy of the database does not reveal live codes. */
function codeHash(secret: Uint8Array, userId: number, code: string): string {
  return createHmac("sha256", secret).update(`${userId}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

async function accountFor(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user && !user.deleted ? user : undefined;
}

/**
 * Stores a new code (replacing any older one) and queues its e-mail in the same transaction; an
 * e-mail with no account does nothing. The caller answers the same in both cases, and never
 * waits for the mail server.
 */
export async function requestReset(
  db: Db,
  secret: Uint8Array,
  limits: RateLimits,
  email: string,
  address: string,
): Promise<void> {
  await consume(limits, "resetRequests", normalizeEmail(email), address);
  const user = await accountFor(db, email);
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const values = {
    userId: user.id,
    codeHash: codeHash(secret, user.id, code),
    expiresAt: new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
    failedAttempts: 0,
    usedAt: null,
    createdAt: new Date(),
  };
  const mail = {
    to: user.email,
    subject: "Your password reset code",
    text: [
      `Hello ${user.fullName},`,
      "",
      `Your password reset code is ${code}`,
      "",
      `It is valid for ${RESET_CODE_MINUTES} minutes and works once. If you did not ask to reset your`,
      "password, you can ignore this e-mail: your password stays as it is.",
      "",
      "Koshi IT Solutions",
    ].join("\n"),
    // Cleared from the outbox (and its .eml file deleted) once the code has expired.
    secretUntil: values.expiresAt,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResetCodes)
      .values(values)
      .onConflictDoUpdate({ target: passwordResetCodes.userId, set: values });
    await enqueueMail(tx, undefined, [mail]);
  });
}

/**
 * Checks a code. A wrong one counts against the code (dead after five) and against the e-mail.
 * Returns the user's id when the code is right; it stays usable until the password is set.
 */
async function checkCode(
  db: Executor,
  secret: Uint8Array,
  limits: RateLimits,
  attempt: { email: string; code: string; address: string },
): Promise<number> {
  const { email, code, address } = attempt;
  await consume(limits, "codeFailures", normalizeEmail(email), address);
  const user = await accountFor(db, email);
  const [row] = user
    ? await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id))
    : [];
  if (!user || !row || row.usedAt || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError(400, CODE_REFUSED, "error");
  }
  if (
    row.failedAttempts >= RESET_CODE_MAX_TRIES ||
    !sameHash(row.codeHash, codeHash(secret, user.id, code))
  ) {
    await db
      .update(passwordResetCodes)
      .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
      .where(eq(passwordResetCodes.id, row.id));
    throw new AppError(400, CODE_REFUSED, "error");
  }
  await forgetPair(limits, "codeFailures", normalizeEmail(email), address);
  return user.id;
}

export async function verifyCode(
  db: Db,
  secret: Uint8Array,
  limits: RateLimits,
  attempt: { email: string; code: string; address: string },
): Promise<void> {
  await checkCode(db, secret, limits, attempt);
}

/**
 * Checks the code again and sets the password, in one transaction: the code is used up (only
 * one request can claim it) and every existing session of the account ends.
 */
export async function resetPassword(
  db: Db,
  secret: Uint8Array,
  limits: RateLimits,
  input: { email: string; otp: string; newPassword: string; address: string },
): Promise<void> {
  const userId = await checkCode(db, secret, limits, {
    email: input.email,
    code: input.otp,
    address: input.address,
  });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetCodes.userId, userId),
          // The very code that was checked: a newer request in between replaces it.
          eq(passwordResetCodes.codeHash, codeHash(secret, userId, input.otp)),
          sql`${passwordResetCodes.usedAt} is null`,
          sql`${passwordResetCodes.failedAttempts} < ${RESET_CODE_MAX_TRIES}`,
          sql`${passwordResetCodes.expiresAt} > now()`,
        ),
      )
      .returning({ id: passwordResetCodes.id });
    if (claimed.length === 0) throw new AppError(400, CODE_REFUSED, "error");
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await endAllSessions(tx, userId);
  });
  // Whoever set the password by the code from the account's e-mail logs in from here next.
  await rememberLogin(limits, normalizeEmail(input.email), input.address);
}
