import type { LoginResponse } from "@shop/shared/accounts";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Db } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { decoyHash, verifyPassword } from "../../lib/passwords.ts";
import { signToken } from "../../lib/tokens.ts";
import { normalizeEmail } from "./users-service.ts";

const WRONG_CREDENTIALS = "The e-mail or password is not right.";

/**
 * Signs a user in. A wrong e-mail and a wrong password get the same answer and take about the
 * same time (the password is checked against a decoy hash when the e-mail is unknown).
 */
export async function login(
  db: Db,
  secret: Uint8Array,
  email: string,
  password: string,
): Promise<LoginResponse> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user || !valid || user.deleted) throw new AppError(400, WRONG_CREDENTIALS, "error");
  if (!user.active)
    throw new AppError(403, "This account has been deactivated. Please contact the shop.", "error");
  const token = await signToken(secret, { userId: user.id, version: user.tokenVersion });
  return {
    token,
    userRole: user.role,
    fullName: user.fullName,
    message: `Welcome back, ${user.fullName}`,
    severity: "success",
  };
}
