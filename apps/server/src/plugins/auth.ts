import { and, eq, gt, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessions, users } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { unauthorized } from "../lib/errors.ts";
import { GroupBatcher } from "../lib/group-batcher.ts";
import { readToken, type TokenClaims } from "../lib/tokens.ts";
import { type Action, authorize } from "./policies.ts";

export type SessionUser = Pick<
  typeof users.$inferSelect,
  "id" | "fullName" | "email" | "phone" | "role" | "active" | "deleted"
>;

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireUser / requirePermission. */
    user: SessionUser | null;
  }
}

/**
 * The user a token belongs to, or null. A token is valid only while its session exists (logout,
 * deactivation, deletion and a new password end sessions) and its user is active and not deleted.
 * The session is asked of the database on every request, so an ended session is refused at once
 * in every process.
 */
export async function userFromToken(db: Db, secret: Uint8Array, token: string): Promise<SessionUser | null> {
  const claims = await readToken(secret, token);
  if (!claims) return null;
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = new GroupBatcher((batch) => usersOfSessions(db, batch), 200);
    sessionLookups.set(db, lookup);
  }
  return lookup.submit(claims);
}

/**
 * Requests that arrive while a lookup is running are looked up together in the next one: one
 * statement for a whole batch of requests under load. A lookup never joins one that has already
 * been sent, so a request that comes after a logout's commit never reads from before it.
 */
const sessionLookups = new WeakMap<Db, GroupBatcher<TokenClaims, SessionUser | null>>();

async function usersOfSessions(db: Db, batch: TokenClaims[]): Promise<(SessionUser | null)[]> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      sessionUserId: sessions.userId,
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      active: users.active,
      deleted: users.deleted,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, [...new Set(batch.map((c) => c.sessionId))]),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  const bySession = new Map(rows.map((r) => [r.sessionId, r]));
  return batch.map((claims) => {
    const row = bySession.get(claims.sessionId);
    if (!row || row.sessionUserId !== claims.userId || row.deleted || !row.active) return null;
    const { sessionId: _, sessionUserId: __, ...user } = row;
    return user;
  });
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest("user", null);
}

/** preHandler: a signed-in user of any role, or 401. */
export async function requireUser(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const user = await userFromToken(this.db, this.secrets.jwt, token);
  if (!user) throw unauthorized("Your session has ended. Please log in again.");
  request.user = user;
}

/**
 * A hook for routes that need one permission: 401 without a valid token, 403 for someone the
 * policies do not allow. Who may do what is decided in policies.ts.
 */
export function requirePermission(action: Action) {
  return async function guard(this: FastifyInstance, request: FastifyRequest): Promise<void> {
    await requireUser.call(this, request);
    authorize(request.user!, action);
  };
}

/** The signed-in user set by a require* preHandler. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * A group of routes that all need one permission, behind one guard: the check runs when the
 * request arrives, so every route of the group answers 401 or 403 before its body is read, and a
 * route added to the group later cannot forget it.
 */
export function guardedRoutes(action: Action, routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (group, options) => {
    group.addHook("onRequest", requirePermission(action));
    await routes(group, options);
  };
}
