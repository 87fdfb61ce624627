import { MSG } from "@shop/shared/messages";
import { createOrderSchema, orderSchema, orderStatusQuerySchema } from "@shop/shared/orders";
import { productSchema } from "@shop/shared/products";
import { inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cachedRead, productTags } from "../../cache/public-reads.ts";
import { products } from "../../db/schema.ts";
import { envelopeOf, ok } from "../../lib/envelope.ts";
import { currentUser, requireAdmin, requireUser } from "../../plugins/auth.ts";
import { toProduct } from "../products/products-service.ts";
import { mailCustomer } from "./order-mails.ts";
import {
  assertCanSeeCustomer,
  createOrder,
  customerOrders,
  deleteOrder,
  listOrders,
  popularProductIds,
  setStatus,
  toggleCancel,
  visibleOrder,
} from "./orders-service.ts";

const idParams = z.object({ id: z.coerce.number().int().positive("id must be a positive whole number") });
const tags = ["orders"];
const bearer = [{ bearer: [] }];

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/orders/create",
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "Place an order; prices, total and stock are decided by the server",
        headers: z.object({ "idempotency-key": z.string().trim().min(8).max(100).optional() }),
        body: createOrderSchema,
        response: { 200: envelopeOf(orderSchema) },
      },
    },
    async (request) => {
      const { order, created } = await createOrder(
        app.db,
        currentUser(request),
        request.body,
        request.headers["idempotency-key"],
      );
      if (created) await mailCustomer(app, order, "placed");
      return ok(order, MSG.checkoutSuccess);
    },
  );

  app.get(
    "/orders/get-all",
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: "Every order, newest first (Admin)",
        response: { 200: envelopeOf(z.array(orderSchema)) },
      },
    },
    async () => ok(await listOrders(app.db)),
  );

  app.get(
    "/orders/get/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "One order (its owner or an Admin)",
        params: idParams,
        response: { 200: envelopeOf(orderSchema) },
      },
    },
    async (request) => ok(await visibleOrder(app.db, currentUser(request), request.params.id)),
  );

  app.get(
    "/orders/get-customerOrders/:customerId",
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "A customer's orders, newest first (that customer or an Admin)",
        params: z.object({
          customerId: z.coerce.number().int().positive("customerId must be a positive whole number"),
        }),
        response: { 200: envelopeOf(z.array(orderSchema)) },
      },
    },
    async (request) => {
      assertCanSeeCustomer(currentUser(request), request.params.customerId);
      return ok(await customerOrders(app.db, request.params.customerId));
    },
  );

  app.delete(
    "/orders/delete/:id",
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: "Remove an order from lists and figures (Admin)",
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await deleteOrder(app.db, request.params.id);
      return ok(null, MSG.orderDeleted);
    },
  );

  app.patch(
    "/orders/updateStatus/:id",
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: "Set an order's status: Approved, Rejected, On the way or Completed (Admin)",
        params: idParams,
        querystring: orderStatusQuerySchema,
        response: { 200: envelopeOf(orderSchema) },
      },
    },
    async (request) => {
      const order = await setStatus(app.db, request.params.id, request.query.status);
      await mailCustomer(app, order, "status");
      return ok(order, MSG.statusUpdated);
    },
  );

  app.patch(
    "/orders/cancel/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "Cancel an order, or undo the cancel",
        params: idParams,
        response: { 200: envelopeOf(orderSchema) },
      },
    },
    async (request) => {
      const order = await toggleCancel(app.db, currentUser(request), request.params.id);
      await mailCustomer(app, order, "cancel");
      return ok(order, order.canceled ? MSG.orderCancelled : "Order restored");
    },
  );

  app.get(
    "/orders/getPopular-products",
    {
      schema: {
        tags,
        summary: "Up to 8 best-selling products on sale",
        response: { 200: envelopeOf(z.array(productSchema)) },
      },
      compress: false, // the cached answer carries its own compressed forms
    },
    async (request, reply) =>
      cachedRead(request, reply, "popular", async () => {
        const ids = await popularProductIds(app.db);
        const rows = ids.length ? await app.db.select().from(products).where(inArray(products.id, ids)) : [];
        const byId = new Map(rows.map((r) => [r.id, r]));
        const shown = ids.flatMap((id) => (byId.has(id) ? [toProduct(byId.get(id)!)] : []));
        return { value: ok(shown), tags: ["popular", ...productTags(ids)] };
      }),
  );
};
