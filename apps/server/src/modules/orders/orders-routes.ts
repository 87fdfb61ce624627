import { Readable } from "node:stream";
import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import { shopDay } from "@shop/shared/dates";
import { idSchema } from "@shop/shared/ids";
import { MSG } from "@shop/shared/messages";
import {
  customerOrdersQuerySchema,
  orderListQuerySchema,
  orderNewsQuerySchema,
} from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import {
  createOrderSchema,
  orderCancelQuerySchema,
  orderSchema,
  orderStatusQuerySchema,
} from "@shop/shared/orders";
import { refundNotice } from "@shop/shared/payments";
import { orderSerialsSchema } from "@shop/shared/warranty";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cachedRead, productTags } from "../../cache/public-reads.ts";
import { envelopeOf, ok } from "../../lib/envelope.ts";
import { idParams } from "../../lib/route-schemas.ts";
import { listAnswer } from "../../lib/whole-list.ts";
import { currentUser, guardedRoutes, requireUser } from "../../plugins/auth.ts";
import { setOrderSerials } from "../warranty/order-serials.ts";
import { filteredOrders, orderDesk } from "./order-desk-service.ts";
import { ordersCsv } from "./order-export.ts";
import { deleteOrder, restoreOrder, setStatus, toggleCancel } from "./order-moves.ts";
import { orderNews } from "./order-news.ts";
import { CheckoutDesk } from "./order-placement.ts";
import { customerOrders, popularProducts, visibleOrder } from "./orders-service.ts";

const tags = ["orders"];
const bearer = [{ bearer: [] }];

/** Where the shop's e-mails go and the time zone their dates are written in. */
const shopOf = (app: FastifyInstance) => ({
  email: app.config.SHOP_EMAIL,
  timeZone: app.config.SHOP_TIMEZONE,
});

/** What completing a sale needs for its bill. */
const billingOf = (app: FastifyInstance) => ({ clock: app.clock, timeZone: app.config.SHOP_TIMEZONE });

/** A change's message, with what to do about the money when a paid order was stopped. */
function withRefundNotice(message: string, order: Order): string {
  const notice = refundNotice(order);
  return notice ? `${message}. ${notice}` : message;
}

/** The order desk: every route needs orders:manage, checked once for the group. */
const orderDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.orderList.path,
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "Orders, newest first (Admin). status, q (order number, customer name or phone) and from/to (the shop's calendar days) filter; without page or pageSize the whole list (the newest 1000 at most: then the message says so), with them {items, total, page, pageSize, counts}",
        querystring: orderListQuerySchema,
        response: { 200: ANSWERS.orderList },
      },
    },
    async (request) =>
      listAnswer(
        await orderDesk(app.db, currentUser(request), request.query, app.config.SHOP_TIMEZONE),
        "orders",
        "newest",
      ),
  );

  app.get(
    ROUTES.orderExportCsv.path,
    {
      schema: {
        tags,
        security: bearer,
        summary: "The orders under the same filters as get-all, as a CSV file streamed as it is read (Admin)",
        querystring: orderListQuerySchema,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const timeZone = app.config.SHOP_TIMEZONE;
      const batches = filteredOrders(app.db, currentUser(request), request.query, timeZone);
      // Streamed: the file's first bytes leave at once and memory holds one batch, whatever the count.
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="orders-${shopDay(new Date(), timeZone)}.csv"`)
        .header("Cache-Control", "no-store")
        .send(Readable.from(ordersCsv(batches, timeZone)));
    },
  );

  app.delete(
    ROUTES.orderDelete.path,
    {
      schema: {
        tags,
        security: bearer,
        summary: "Remove an order from lists and figures; a live order's stock returns (Admin)",
        params: idParams,
        response: { 200: ANSWERS.orderDelete },
      },
    },
    async (request) => {
      await deleteOrder(app.db, currentUser(request), request.params.id);
      return ok(null, MSG.orderDeleted);
    },
  );

  app.patch(
    ROUTES.orderRestore.path,
    {
      schema: {
        tags,
        security: bearer,
        summary: "Bring a deleted order back; a live one takes its stock again, or 409 (Admin)",
        params: idParams,
        response: { 200: envelopeOf(orderSchema) },
      },
    },
    async (request) =>
      ok(await restoreOrder(app.db, currentUser(request), request.params.id), "Order restored"),
  );

  app.patch(
    ROUTES.orderUpdateStatus.path,
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "Move an order along its lifecycle: Pending to Approved or Rejected; Approved to On the way (home delivery), Ready for pickup (store pickup; the shopper is e-mailed), Completed or Rejected; On the way or Ready for pickup to Completed (Admin). Any other move answers 409.",
        params: idParams,
        querystring: orderStatusQuerySchema,
        response: { 200: ANSWERS.orderUpdateStatus },
      },
    },
    async (request) => {
      const order = await setStatus(
        app.db,
        shopOf(app),
        currentUser(request),
        request.params.id,
        request.query.status,
        billingOf(app),
      );
      return ok(order, withRefundNotice(MSG.statusUpdated, order));
    },
  );

  app.put(
    ROUTES.orderSerials.path,
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "Record the serial numbers of a web order's pieces before completing it: each listed product's serials replace what was recorded for it; a serial sold in a sale that stands answers 409 (Admin)",
        params: idParams,
        body: orderSerialsSchema,
        response: { 200: ANSWERS.orderSerials },
      },
    },
    async (request) =>
      ok(
        await setOrderSerials(
          app.db,
          currentUser(request),
          request.params.id,
          request.body,
          app.config.SHOP_TIMEZONE,
        ),
        "Serial numbers saved",
      ),
  );

  app.get(
    ROUTES.orderNews.path,
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "What the order desk and the counter poll every few seconds: the newest web orders after the id given, and how many are pending (Admin)",
        querystring: orderNewsQuerySchema,
        response: { 200: ANSWERS.orderNews },
      },
    },
    async (request) => ok(await orderNews(app.db, currentUser(request), request.query.after)),
  );
};

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checkouts that arrive together are written together (see CheckoutDesk).
  const desk = new CheckoutDesk(app.db, shopOf(app), app.payments.offered);
  app.post(
    ROUTES.orderCreate.path,
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "Place an order; prices, total and stock are decided by the server",
        headers: z.object({ "idempotency-key": z.string().trim().min(8).max(100).optional() }),
        body: createOrderSchema,
        response: { 200: ANSWERS.orderCreate },
      },
    },
    async (request) => {
      const { order } = await desk.place(
        currentUser(request),
        request.body,
        request.headers["idempotency-key"],
      );
      return ok(order, MSG.checkoutSuccess);
    },
  );

  app.get(
    ROUTES.orderGet.path,
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "One order with its timeline of events, oldest first (its customer or an Admin)",
        params: idParams,
        response: { 200: ANSWERS.orderGet },
      },
    },
    async (request) =>
      ok(await visibleOrder(app.db, currentUser(request), request.params.id, app.config.SHOP_TIMEZONE)),
  );

  app.get(
    ROUTES.orderCustomerOrders.path,
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: bearer,
        summary:
          "A customer's orders, newest first (that customer or an Admin). Without page or pageSize the whole list (the newest 1000 at most: then the message says so); with them {items, total, page, pageSize}",
        params: z.object({ customerId: idSchema }),
        querystring: customerOrdersQuerySchema,
        response: { 200: ANSWERS.orderCustomerOrders },
      },
    },
    async (request) =>
      listAnswer(
        await customerOrders(
          app.db,
          currentUser(request),
          request.params.customerId,
          app.config.SHOP_TIMEZONE,
          request.query,
        ),
        "orders",
        "newest",
      ),
  );

  app.patch(
    ROUTES.orderCancel.path,
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: bearer,
        summary:
          "Cancel an order, or undo the cancel: its customer while it is Pending or Approved, an Admin until it is Completed or Rejected. With canceled=true or false, an order already in that state is answered as it is and nothing changes (a second tap does not undo the first)",
        params: idParams,
        querystring: orderCancelQuerySchema,
        response: { 200: ANSWERS.orderCancel },
      },
    },
    async (request) => {
      const order = await toggleCancel(
        app.db,
        shopOf(app),
        currentUser(request),
        request.params.id,
        request.query.canceled,
      );
      return ok(order, withRefundNotice(order.canceled ? MSG.orderCancelled : "Order restored", order));
    },
  );

  app.get(
    ROUTES.orderPopularProducts.path,
    {
      schema: {
        tags,
        summary: "Up to 8 best-selling products on sale",
        response: { 200: ANSWERS.orderPopularProducts },
      },
      compress: false, // the cached answer carries its own compressed forms
    },
    async (request, reply) =>
      cachedRead(request, reply, "popular", async () => {
        const { ids, shown } = await popularProducts(app.db);
        return { value: ok(shown), tags: ["popular", ...productTags(ids)] };
      }),
  );

  await app.register(guardedRoutes("orders:manage", orderDeskRoutes));
};
