import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import { buyerLookupQuerySchema, counterSaleSchema } from "@shop/shared/counter";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope.ts";
import { currentUser, guardedRoutes } from "../../plugins/auth.ts";
import { buyerByPhone, sellAtCounter } from "./counter-sale.ts";

const tags = ["counter"];
const bearer = [{ bearer: [] }];

const counterDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ROUTES.counterCreate.path,
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "Sell at the counter in one transaction: the stock leaves through the ledger, the sale is written as a Completed order of channel counter, its serials are recorded and its bill issued; answers the order, the bill and the change (Admin)",
        body: counterSaleSchema,
        response: { 200: ANSWERS.counterCreate },
      },
    },
    async (request) =>
      ok(
        await sellAtCounter(app.db, currentUser(request), request.body, app.clock, app.config.SHOP_TIMEZONE),
        "Sale completed",
      ),
  );

  app.get(
    ROUTES.counterBuyer.path,
    {
      schema: {
        tags,
        security: bearer,
        summary: "Who bought with this phone before: the customer with it, or the last counter buyer (Admin)",
        querystring: buyerLookupQuerySchema,
        response: { 200: ANSWERS.counterBuyer },
      },
    },
    async (request) => ok(await buyerByPhone(app.db, currentUser(request), request.query.phone)),
  );
};

export const counterRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(guardedRoutes("counter:sell", counterDeskRoutes));
};
