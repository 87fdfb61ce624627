import { users } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { hashPassword } from "../../lib/passwords.ts";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewUser {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  role: "Admin" | "Customer";
}

export async function createUser(db: Executor, input: NewUser) {
  const [row] = await db
    .insert(users)
    .values({
      fullName: input.fullName.trim(),
      email: normalizeEmail(input.email),
      phone: input.phone.trim(),
      passwordHash: await hashPassword(input.password),
      role: input.role,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}
