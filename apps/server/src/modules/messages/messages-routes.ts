import { customerMessageSchema, MESSAGE_SENT, messageCreateSchema } from "@shop/shared/company";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, errorEnvelope, ok } from "../../lib/envelope.ts";
import { requirePermission } from "../../plugins/auth.ts";
import { createMessage, listMessages } from "./messages-service.ts";

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/message/create",
    {
      // Five messages a minute from one client address: enough for a person, not for a spammer.
      config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
      schema: {
        tags: ["messages"],
        summary: "A visitor's contact message (public)",
        body: messageCreateSchema,
        response: { 200: envelopeOf(customerMessageSchema), 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) =>
      ok(await createMessage(app.db, app.config.SHOP_EMAIL, request.body), MESSAGE_SENT, "success"),
  );

  app.get(
    "/message/get-all",
    {
      preHandler: requirePermission("messages:read"),
      schema: {
        tags: ["messages"],
        summary: "Every customer message, newest first (Admin)",
        security: [{ bearer: [] }],
        response: { 200: envelopeOf(z.array(customerMessageSchema)), 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async () => ok(await listMessages(app.db)),
  );
};
