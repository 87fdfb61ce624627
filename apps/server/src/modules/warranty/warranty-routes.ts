import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import { warrantyLookupQuerySchema } from "@shop/shared/warranty";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope.ts";
import { currentUser, guardedRoutes } from "../../plugins/auth.ts";
import { lookUpWarranty } from "./warranty-lookup.ts";

const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.warrantyLookup.path,
    {
      schema: {
        tags: ["warranty"],
        security: [{ bearer: [] }],
        summary:
          "Warranty by serial number or by the buyer's phone: each piece with its sale, bill, and the last day of its warranty (Admin)",
        querystring: warrantyLookupQuerySchema,
        response: { 200: ANSWERS.warrantyLookup },
      },
    },
    async (request) =>
      ok(
        await lookUpWarranty(
          app.db,
          currentUser(request),
          request.query,
          app.clock(),
          app.config.SHOP_TIMEZONE,
        ),
      ),
  );
};

export const warrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(guardedRoutes("warranty:lookup", lookupRoutes));
};
