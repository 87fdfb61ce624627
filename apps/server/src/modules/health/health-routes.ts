import { ROUTES } from "@shop/shared/api-routes";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope.ts";

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
};
