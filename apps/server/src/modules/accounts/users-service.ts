import type {
  AdminUser,
  RegisteredResponse,
  RegisterRequest,
  UserDetails,
  UserListQuery,
} from "@shop/shared/accounts";
import { type Page, pageWanted } from "@shop/shared/paging";
import { and, asc, count, eq, ilike, not, or, sql } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { insertedRow, isUniqueViolation } from "../../lib/db-errors.ts";
import { AppError, conflict, fieldError, notFound } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import type { RateLimits } from "../../lib/rate-limits.ts";
import { containing } from "../../lib/search.ts";
import { cappedRows, type WholeList } from "../../lib/whole-list.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";
import { consume, rememberLogin } from "./account-limits.ts";
import { endAllSessions, startSession } from "./sessions.ts";

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

type UserRow = typeof users.$inferSelect;

const DUPLICATE_EMAIL = "An account with this e-mail already exists. Please log in or reset your password.";
const PASSWORD_CHANGED_MEANWHILE =
  "Your password was changed a moment ago by another request. Please log in with the new password.";

export async function createUser(db: Executor, input: NewUser) {
  const row = insertedRow(
    await db
      .insert(users)
      .values({
        fullName: input.fullName.trim(),
        email: normalizeEmail(input.email),
        phone: input.phone.trim(),
        passwordHash: await hashPassword(input.password),
        role: input.role,
      })
      .returning(),
  );
  return row;
}

/** The signed-in user's details (id, name, e-mail, phone, role, active); never the password hash. */
export function toUserDetails(
  row: Pick<UserRow, "id" | "fullName" | "email" | "phone" | "role" | "active">,
): UserDetails {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.active ? "Active" : "Inactive",
    isActive: row.active,
  };
}

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    deleted: row.deleted,
    activeStatus: row.active,
    createdDate: row.createdAt.toISOString(),
  };
}

/**
 * Registration always makes a Customer and signs them in (a token as login gives); a taken e-mail
 * is a 409 marking the e-mail field, even in a race.
 */
export async function registerCustomer(
  db: Executor,
  secret: Uint8Array,
  input: RegisterRequest,
): Promise<RegisteredResponse> {
  const email = normalizeEmail(input.email);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw fieldError(409, "email", DUPLICATE_EMAIL);
  let row: UserRow;
  try {
    row = await createUser(db, { ...input, email, role: "Customer" });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(409, "email", DUPLICATE_EMAIL);
    throw error;
  }
  const token = await startSession(db, secret, row.id);
  return { ...toUserDetails(row), token };
}

/**
 * Changes the user's own password. A wrong current password counts like a failed login (the same
 * counters), so a stolen session cannot guess its way to the password. Every session of the
 * account ends; the caller gets a fresh token so this browser stays signed in.
 *
 * The password is checked outside the transaction (hashing is slow), so the update only takes
 * the hash that was checked: of two changes sent at once, the second finds it gone and is told.
 */
export async function changePassword(
  db: Executor,
  secret: Uint8Array,
  limits: RateLimits,
  input: { userId: number; address: string; currentPassword: string; newPassword: string },
) {
  const [row] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!row) throw notFound("This account does not exist.");
  await consume(limits, "login", row.email, input.address);
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError(400, "The current password is not right.", "error");
  }
  await rememberLogin(limits, row.email, input.address);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, input.userId), eq(users.passwordHash, row.passwordHash)))
      .returning();
    if (!updated) throw conflict(PASSWORD_CHANGED_MEANWHILE);
    await endAllSessions(tx, updated.id);
    const token = await startSession(tx, secret, updated.id);
    return { ...toUserDetails(updated), token };
  });
}

/**
 * The admin's list: Customers only (administrator accounts are never listed there), oldest first, searched by name,
 * e-mail or phone; every one, or one page.
 */
export async function listCustomers(
  db: Executor,
  query: UserListQuery = {},
): Promise<WholeList<AdminUser> | Page<AdminUser>> {
  const pattern = query.q ? containing(query.q) : null;
  const where = and(
    eq(users.role, "Customer"),
    pattern
      ? or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))
      : undefined,
  );
  // Searched, the same order written so that no index serves it: PostgreSQL then finds the few
  // matches through the trigram indexes and sorts them, instead of walking every customer in id
  // order until a page of matches turns up (it cannot guess how few a name or phone matches).
  // Under three characters no trigram index serves the search and every customer is read anyway;
  // such a search matches many, and walking in id order stops at the page's last match.
  const trigrams = (query.q?.length ?? 0) >= 3;
  const order = pattern && trigrams ? asc(sql`${users.id} + 0`) : asc(users.id);
  const rows = db.select().from(users).where(where).orderBy(order).$dynamic();
  const wanted = pageWanted(query);
  if (!wanted) {
    const { whole, cut } = await cappedRows(rows);
    return { whole: whole.map(toAdminUser), cut };
  }
  const [items, [total]] = await Promise.all([
    rows.limit(wanted.pageSize).offset((wanted.page - 1) * wanted.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: items.map(toAdminUser), total: total?.n ?? 0, ...wanted };
}

/**
 * The account to change, locked for the transaction, once the policies allow this actor to change
 * it (an administrator account is never changed through the users screen).
 */
async function lockedAccount(tx: Executor, actor: SessionUser, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (!row) throw notFound(`There is no user with id ${id}.`);
  authorize(actor, "user:change", { role: row.role });
  return row;
}

/**
 * Soft delete or restore; idempotent, so a double click cannot undo itself. Deleting ends every
 * session for good: a restored customer logs in again.
 */
export async function setDeleted(
  db: Executor,
  actor: SessionUser,
  id: number,
  deleted: boolean,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    await lockedAccount(tx, actor, id);
    const [row] = await tx
      .update(users)
      .set({ deleted, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (row!.deleted) await endAllSessions(tx, id);
    return toAdminUser(row!);
  });
}

/**
 * The users screen's Active/Deactive toggle, flipped in one statement. Deactivating ends every session
 * for good: turned back on, the customer logs in again.
 */
export async function toggleActive(db: Executor, actor: SessionUser, id: number): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    await lockedAccount(tx, actor, id);
    const [row] = await tx
      .update(users)
      .set({ active: not(users.active), updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!row!.active) await endAllSessions(tx, id);
    return toAdminUser(row!);
  });
}
