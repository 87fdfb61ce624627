import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import { idSchema } from "@shop/shared/ids";
import { paymentRefundSchema, paymentStartSchema, paymentSwitchSchema } from "@shop/shared/payment-calls";
import type { Gateway } from "@shop/shared/payments";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope.ts";
import { adminSecurity } from "../../lib/route-schemas.ts";
import { currentUser, guardedRoutes, requireUser } from "../../plugins/auth.ts";

const tags = ["payments"];
const bearer = [{ bearer: [] }];
const orderParams = z.object({ orderId: idSchema });

/** An id as a gateway writes one (Khalti's pidx, the shop's attempt ids): letters, digits and dashes. */
const gatewayId = (what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, `${what} must be 1 to 64 letters, digits or dashes`)
    .optional();

/**
 * What the gateways put in the return address. Only the fields the shop reads are checked here
 * (a malformed one is refused with 400); the rest is kept for the log as it came. Nothing in it
 * is believed: the gateway is asked.
 */
const khaltiReturnQuery = z.looseObject({
  pidx: gatewayId("pidx"),
  purchase_order_id: gatewayId("purchase_order_id"),
});
const esewaSuccessQuery = z.looseObject({
  data: z
    .string()
    .max(4096, "data must be at most 4096 characters")
    .regex(/^[A-Za-z0-9+/=\s]*$/, "data must be base64")
    .optional(),
});
const esewaFailureQuery = z.looseObject({ attempt: gatewayId("attempt") });

/** Recording refunds: needs payments:manage, checked once for the group. */
const paymentStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ROUTES.paymentRefund.path,
    {
      schema: {
        tags,
        ...adminSecurity,
        summary:
          "Record a refund made in the gateway's dashboard: amount (Rs, at most what was paid and not yet refunded) and a note (Admin). The order shows Refunded.",
        params: orderParams,
        body: paymentRefundSchema,
        response: { 200: ANSWERS.paymentRefund },
      },
    },
    async (request) =>
      ok(
        await app.payments.refund(
          currentUser(request),
          request.params.orderId,
          request.body.amount,
          request.body.note,
        ),
        "Refund recorded",
      ),
  );
};

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.paymentOptions.path,
    {
      schema: {
        tags,
        summary: "The online gateways this shop takes (the checkout offers only these)",
        response: { 200: ANSWERS.paymentOptions },
      },
    },
    async () => ok({ gateways: app.payments.offered }),
  );

  app.post(
    ROUTES.paymentStart.path,
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: bearer,
        summary:
          "Pay an order online (its own customer): Khalti answers {redirectUrl}, eSewa {formUrl, fields} to post. The order's payment is pending until the gateway confirms it.",
        params: orderParams,
        body: paymentStartSchema,
        response: { 200: ANSWERS.paymentStart },
      },
    },
    async (request) =>
      ok(await app.payments.start(currentUser(request), request.params.orderId, request.body.gateway)),
  );

  app.post(
    ROUTES.paymentSwitch.path,
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: bearer,
        summary:
          "Pay an unpaid order another way (its own customer): cash on delivery, at the store, or another gateway the shop takes",
        params: orderParams,
        body: paymentSwitchSchema,
        response: { 200: ANSWERS.paymentSwitch },
      },
    },
    async (request) =>
      ok(
        await app.payments.switchMethod(currentUser(request), request.params.orderId, request.body.method),
        "Payment method changed",
      ),
  );

  /** A return from a gateway: settled with the gateway, then the browser goes to the order's page. */
  const back =
    (gateway: Gateway, kind: "success" | "failure") =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const page = await app.payments.handleReturn(gateway, kind, request.query as Record<string, unknown>);
      return reply.header("cache-control", "no-store").redirect(page, 303);
    };
  // Each return may make the shop ask the gateway: 30 a minute from one address is plenty for people.
  const returns = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
  const redirect = {
    303: z.null().describe("To the order's page, /order/:id?payment=paid|pending|failed|refused"),
  };

  app.get(
    ROUTES.paymentKhaltiReturn.path,
    {
      ...returns,
      schema: {
        tags,
        summary:
          "Where Khalti sends the shopper back: the payment is looked up with Khalti, then 303 to the order",
        querystring: khaltiReturnQuery,
        response: redirect,
      },
    },
    back("khalti", "success"),
  );
  app.get(
    ROUTES.paymentEsewaSuccess.path,
    {
      ...returns,
      schema: {
        tags,
        summary:
          "Where eSewa sends the shopper after paying (data: base64 JSON, signed): checked, then eSewa's status check, then 303 to the order",
        querystring: esewaSuccessQuery,
        response: redirect,
      },
    },
    back("esewa", "success"),
  );
  app.get(
    ROUTES.paymentEsewaFailure.path,
    {
      ...returns,
      schema: {
        tags,
        summary: "Where eSewa sends the shopper after a cancel: eSewa's status check, then 303 to the order",
        querystring: esewaFailureQuery,
        response: redirect,
      },
    },
    back("esewa", "failure"),
  );

  await app.register(guardedRoutes("payments:manage", paymentStaffRoutes));
};
