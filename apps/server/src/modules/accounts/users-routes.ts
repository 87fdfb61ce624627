import {
  adminUserPageSchema,
  adminUserSchema,
  changedPasswordResponseSchema,
  changePasswordRequestSchema,
  registerRequestSchema,
  userDetailsSchema,
  userListQuerySchema,
} from "@shop/shared/accounts";
import { MSG } from "@shop/shared/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope.ts";
import { currentUser, requirePermission, requireUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";
import { PER_ADDRESS } from "./account-limits.ts";
import {
  changePassword,
  listCustomers,
  registerCustomer,
  setDeleted,
  toggleActive,
} from "./users-service.ts";

const REGISTERED = "Registration successful. Please log in.";
const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const admin = { preHandler: requirePermission("users:manage") } as const;
const adminDoc = { tags: ["users"], security: [{ bearer: [] }] };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/users/create",
    {
      config: PER_ADDRESS,
      schema: {
        tags: ["accounts"],
        summary: "Registers a Customer (any role in the body is ignored)",
        body: registerRequestSchema,
        response: { 200: envelopeOf(userDetailsSchema) },
      },
    },
    async (request) => ok(await registerCustomer(app.db, request.body), REGISTERED),
  );

  app.put(
    "/users/change-password/:userId",
    {
      preHandler: requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Changes one's own password; other sessions end, the answer carries a fresh token",
        security: [{ bearer: [] }],
        params: z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: changePasswordRequestSchema,
        response: { 200: envelopeOf(changedPasswordResponseSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      authorize(user, "account:change-password", { ownerId: request.params.userId });
      const { currentPassword, newPassword } = request.body;
      return ok(
        await changePassword(app.db, app.secrets.jwt, user.id, currentPassword, newPassword),
        MSG.passwordChanged,
      );
    },
  );

  app.get(
    "/users/get-all",
    {
      ...admin,
      schema: {
        ...adminDoc,
        summary:
          "Customers, oldest first (Admins are not listed); q searches name, e-mail or phone. Without page or pageSize every one; with them {items, total, page, pageSize}",
        querystring: userListQuerySchema,
        response: { 200: envelopeOf(z.union([z.array(adminUserSchema), adminUserPageSchema])) },
      },
    },
    async (request) => ok(await listCustomers(app.db, request.query)),
  );

  app.delete(
    "/users/delete/:id",
    {
      ...admin,
      schema: {
        ...adminDoc,
        summary: "Soft-deletes a Customer; their sessions end",
        params: idParam,
        response: { 200: envelopeOf(adminUserSchema) },
      },
    },
    async (request) => ok(await setDeleted(app.db, request.params.id, true), MSG.userDeleted),
  );

  app.patch(
    "/users/restore/:id",
    {
      ...admin,
      schema: {
        ...adminDoc,
        summary: "Restores a deleted Customer",
        params: idParam,
        response: { 200: envelopeOf(adminUserSchema) },
      },
    },
    async (request) => ok(await setDeleted(app.db, request.params.id, false), MSG.userDeleted),
  );

  app.patch(
    "/users/active-status/:id",
    {
      ...admin,
      schema: {
        ...adminDoc,
        summary: "Turns a Customer's account on or off; a deactivated Customer's sessions end",
        params: idParam,
        response: { 200: envelopeOf(adminUserSchema) },
      },
    },
    async (request) => ok(await toggleActive(app.db, request.params.id), MSG.userStatusChanged),
  );
};
