import { productSchema } from "@shop/shared/products";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope.ts";
import { listProducts } from "./products-service.ts";

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/products/get-all",
    {
      schema: {
        tags: ["products"],
        summary: "The catalog: every product that is not deleted",
        response: { 200: envelopeOf(z.array(productSchema)) },
      },
    },
    async () => ok(await listProducts(app.db, { includeDeleted: false })),
  );
};
