import { and, eq, gt } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessions, users } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { unauthorized } from "../lib/errors.ts";
import { readToken } from "../lib/tokens.ts";
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
 */
export async function userFromToken(db: Db, secret: Uint8Array, token: string): Promise<SessionUser | null> {
  const claims = await readToken(secret, token);
  if (!claims) return null;
  const [row] = await db
    .select({
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
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  if (!row || row.deleted || !row.active) return null;
  return row;
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
