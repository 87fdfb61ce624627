import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import {
  MESSAGE_SENT,
  messageCreateSchema,
  messageListQuerySchema,
  messageReadQuerySchema,
} from "@shop/shared/company";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelope, ok } from "../../lib/envelope.ts";
import { idParams } from "../../lib/route-schemas.ts";
import { guardedRoutes } from "../../plugins/auth.ts";
import { createMessage, listMessages, markRead } from "./messages-service.ts";

/** Reading the messages: every route needs messages:read, checked once for the group. */
const messageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.messageList.path,
    {
      schema: {
        tags: ["messages"],
        summary:
          "Customer messages, newest first (Admin). Without page or pageSize every message; with them {items, total, page, pageSize}. unread=true keeps the new ones",
        security: [{ bearer: [] }],
        querystring: messageListQuerySchema,
        response: {
          200: ANSWERS.messageList,
          401: errorEnvelope,
          403: errorEnvelope,
        },
      },
    },
    async (request) => ok(await listMessages(app.db, request.query)),
  );

  app.patch(
    ROUTES.messageRead.path,
    {
      schema: {
        tags: ["messages"],
        summary: "Marks a message read, or new again with read=false (Admin)",
        security: [{ bearer: [] }],
        params: idParams,
        querystring: messageReadQuerySchema,
        response: { 200: ANSWERS.messageRead, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => {
      const message = await markRead(app.db, request.params.id, request.query.read);
      return ok(message, message.read ? "Marked as read" : "Marked as new");
    },
  );
};

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ROUTES.messageCreate.path,
    {
      // Five messages a minute from one client address: enough for a person, not for a spammer.
      config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
      schema: {
        tags: ["messages"],
        summary: "A visitor's contact message (public)",
        body: messageCreateSchema,
        response: { 200: ANSWERS.messageCreate, 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) =>
      ok(await createMessage(app.db, app.config.SHOP_EMAIL, request.body), MESSAGE_SENT, "success"),
  );

  await app.register(guardedRoutes("messages:read", messageAdminRoutes));
};
