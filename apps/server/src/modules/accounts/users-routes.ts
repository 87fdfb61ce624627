import {
  changePasswordRequestSchema,
  registerRequestSchema,
  userListQuerySchema,
} from "@shop/shared/accounts";
import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import { idSchema } from "@shop/shared/ids";
import { MSG } from "@shop/shared/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelope, ok } from "../../lib/envelope.ts";
import { idParams } from "../../lib/route-schemas.ts";
import { listAnswer } from "../../lib/whole-list.ts";
import { currentUser, guardedRoutes, requireUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";
import { PER_ADDRESS } from "./account-limits.ts";
import {
  changePassword,
  listCustomers,
  registerCustomer,
  setDeleted,
  toggleActive,
} from "./users-service.ts";

/** Registering logs the new Customer in (the answer carries a token), so the message says so. */
const REGISTERED = "Registration successful. You are now logged in.";
const adminDoc = { tags: ["users"], security: [{ bearer: [] }] };

/** The owner's users screen: every route needs users:manage, checked once for the group. */
const customerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.userList.path,
    {
      schema: {
        ...adminDoc,
        summary:
          "Customers, oldest first (Admins are not listed); q searches name, e-mail or phone. Without page or pageSize every one (the first 1000 at most: then the message says so); with them {items, total, page, pageSize}",
        querystring: userListQuerySchema,
        response: { 200: ANSWERS.userList },
      },
    },
    async (request) => listAnswer(await listCustomers(app.db, request.query), "customers", "first"),
  );

  app.delete(
    ROUTES.userDelete.path,
    {
      schema: {
        ...adminDoc,
        summary: "Soft-deletes a Customer; their sessions end",
        params: idParams,
        response: { 200: ANSWERS.userDelete },
      },
    },
    async (request) =>
      ok(await setDeleted(app.db, currentUser(request), request.params.id, true), MSG.userDeleted),
  );

  app.patch(
    ROUTES.userRestore.path,
    {
      schema: {
        ...adminDoc,
        summary: "Restores a deleted Customer",
        params: idParams,
        response: { 200: ANSWERS.userRestore },
      },
    },
    async (request) =>
      ok(await setDeleted(app.db, currentUser(request), request.params.id, false), MSG.userDeleted),
  );

  app.patch(
    ROUTES.userActiveStatus.path,
    {
      schema: {
        ...adminDoc,
        summary: "Turns a Customer's account on or off; a deactivated Customer's sessions end",
        params: idParams,
        response: { 200: ANSWERS.userActiveStatus },
      },
    },
    async (request) =>
      ok(await toggleActive(app.db, currentUser(request), request.params.id), MSG.userStatusChanged),
  );
};

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ROUTES.userCreate.path,
    {
      config: PER_ADDRESS,
      schema: {
        tags: ["accounts"],
        summary:
          "Registers a Customer and logs them in: the answer carries a token (any role in the body is ignored)",
        body: registerRequestSchema,
        response: { 200: ANSWERS.userCreate },
      },
    },
    async (request) => ok(await registerCustomer(app.db, app.secrets.jwt, request.body), REGISTERED),
  );

  app.put(
    ROUTES.userChangePassword.path,
    {
      preHandler: requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Changes one's own password; every session ends, the answer carries a fresh token",
        description:
          "A wrong current password counts as a failed login of the account. Of two changes sent at once, one is made and the other answers 409. Refusals: 400 for a form the rules refuse or a wrong current password, 401 without a valid session, 403 for another user's id, 429 after too many wrong passwords.",
        security: [{ bearer: [] }],
        params: z.object({ userId: idSchema }),
        body: changePasswordRequestSchema,
        response: {
          200: ANSWERS.userChangePassword,
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          409: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      authorize(user, "account:change-password", { ownerId: request.params.userId });
      const { currentPassword, newPassword } = request.body;
      return ok(
        await changePassword(app.db, app.secrets.jwt, app.rateLimits, {
          userId: user.id,
          address: request.ip,
          currentPassword,
          newPassword,
        }),
        MSG.passwordChanged,
      );
    },
  );

  await app.register(guardedRoutes("users:manage", customerAccountRoutes));
};
