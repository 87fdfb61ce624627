import { ROUTES } from "@shop/shared/api-routes";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, errorEnvelope, ok } from "../../lib/envelope.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.health.path,
    {
      schema: {
        tags: ["health"],
        summary: "Answers after querying the database",
        response: { 200: envelopeOf(z.object({ database: z.literal("ok") })) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return ok({ database: "ok" as const });
    },
  );

  app.get(
    ROUTES.healthLive.path,
    {
      schema: {
        tags: ["health"],
        summary: "Answers while the process serves requests (a supervisor restarts it when it does not)",
        response: { 200: envelopeOf(z.object({ live: z.literal(true) })) },
      },
    },
    async () => ok({ live: true as const }),
  );

  app.get(
    ROUTES.healthReady.path,
    {
      schema: {
        tags: ["health"],
        summary:
          "200 while this process should be sent requests: migrated, the database answers, no stop begun; 503 otherwise",
        response: { 200: envelopeOf(z.object({ ready: z.literal(true) })), 503: errorEnvelope },
      },
    },
    async (_request, reply) => {
      const why = await app.readiness.notReady();
      if (why === null) return ok({ ready: true as const });
      return reply.code(503).send({ status: 503, data: null, message: why, severity: "warning" as const });
    },
  );
};
