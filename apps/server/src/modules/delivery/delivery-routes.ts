import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import { deliveryAreaFieldsSchema } from "@shop/shared/delivery";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope.ts";
import { adminSecurity, idParams } from "../../lib/route-schemas.ts";
import { guardedRoutes } from "../../plugins/auth.ts";
import { createArea, deleteArea, listAreas, updateArea } from "./delivery-areas-service.ts";

const tags = ["delivery"];

/** Keeping the delivery areas: every route needs delivery:manage, checked once for the group. */
const deliveryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.deliveryAreaListAll.path,
    {
      schema: {
        tags,
        summary: "Every delivery area, active or not, by name (Admin)",
        ...adminSecurity,
        response: { 200: ANSWERS.deliveryAreaListAll },
      },
    },
    async () => ok(await listAreas(app.db, "all")),
  );

  app.post(
    ROUTES.deliveryAreaCreate.path,
    {
      schema: {
        tags,
        summary: "Add a delivery area: name, charge (Rs), optional freeFrom (Rs of goods), active (Admin)",
        ...adminSecurity,
        body: deliveryAreaFieldsSchema,
        response: { 200: ANSWERS.deliveryAreaCreate },
      },
    },
    async (request) => ok(await createArea(app.db, request.body), "Delivery area added"),
  );

  app.put(
    ROUTES.deliveryAreaUpdate.path,
    {
      schema: {
        tags,
        summary: "Change a delivery area; orders already placed keep their charge (Admin)",
        ...adminSecurity,
        params: idParams,
        body: deliveryAreaFieldsSchema,
        response: { 200: ANSWERS.deliveryAreaUpdate },
      },
    },
    async (request) => ok(await updateArea(app.db, request.params.id, request.body), "Delivery area saved"),
  );

  app.delete(
    ROUTES.deliveryAreaDelete.path,
    {
      schema: {
        tags,
        summary: "Remove a delivery area; orders keep their city and charge (Admin)",
        ...adminSecurity,
        params: idParams,
        response: { 200: ANSWERS.deliveryAreaDelete },
      },
    },
    async (request) => {
      await deleteArea(app.db, request.params.id);
      return ok(null, "Delivery area removed");
    },
  );
};

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.deliveryAreaList.path,
    {
      schema: {
        tags,
        summary: "The places the shop delivers to (active areas), with their charge and free-from amount",
        response: { 200: ANSWERS.deliveryAreaList },
      },
    },
    async () => ok(await listAreas(app.db, "active")),
  );

  await app.register(guardedRoutes("delivery:manage", deliveryAdminRoutes));
};
