import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import {
  billListQuerySchema,
  creditNoteSchema,
  dayCloseQuerySchema,
  registerQuerySchema,
} from "@shop/shared/bills";
import { idSchema } from "@shop/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope.ts";
import { idParams } from "../../lib/route-schemas.ts";
import { currentUser, guardedRoutes, requireUser } from "../../plugins/auth.ts";
import { getBill, listBills, recordPrint } from "./bills-service.ts";
import { issueCreditNote } from "./credit-notes.ts";
import { dayClose, registerCsv, salesRegister } from "./sales-register.ts";

const tags = ["bills"];
const bearer = [{ bearer: [] }];

/** The owner's book: lists, credit notes, the register and the day close (bills:manage). */
const billBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = app.config.SHOP_TIMEZONE;

  app.get(
    ROUTES.billList.path,
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "Bills and credit notes, newest first, paged: from/to are the shop's calendar days, kind=bill|credit (Admin)",
        querystring: billListQuerySchema,
        response: { 200: ANSWERS.billList },
      },
    },
    async (request) => ok(await listBills(app.db, currentUser(request), request.query, zone)),
  );

  app.post(
    ROUTES.billCreditNote.path,
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "Return pieces of a bill by a credit note: which products, how many, why (and which serials); never more than was sold, over all its credit notes (Admin)",
        params: z.object({ billId: idSchema }),
        body: creditNoteSchema,
        response: { 200: ANSWERS.billCreditNote },
      },
    },
    async (request) =>
      ok(
        await issueCreditNote(
          app.db,
          currentUser(request),
          request.params.billId,
          request.body,
          app.clock,
          zone,
        ),
        "Credit note issued",
      ),
  );

  app.get(
    ROUTES.billRegister.path,
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "The sales register of a range of the shop's days: each bill and credit note (negative) with taxable value, VAT and total, and the totals; format=csv for the file (Admin)",
        querystring: registerQuerySchema,
        // Two kinds of answer (the envelope, or the file): the envelope's shape is registerSchema.
        produces: ["application/json", "text/csv"],
      },
    },
    async (request, reply) => {
      const register = await salesRegister(app.db, currentUser(request), request.query, zone);
      if (request.query.format !== "csv") return ok(register);
      const name = `sales-register-${request.query.from ?? "start"}-to-${request.query.to ?? "now"}.csv`;
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${name}"`)
        .header("Cache-Control", "no-store")
        .send(registerCsv(register, zone));
    },
  );

  app.get(
    ROUTES.billDayClose.path,
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "One day's close: bills and credit notes counted, net sales by payment method, and the cash that should be in the drawer (Admin)",
        querystring: dayCloseQuerySchema,
        response: { 200: ANSWERS.billDayClose },
      },
    },
    async (request) => ok(await dayClose(app.db, currentUser(request), request.query.date, zone)),
  );
};

export const billRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = app.config.SHOP_TIMEZONE;

  app.get(
    ROUTES.billGet.path,
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "One bill or credit note (an Admin, or the customer of its order)",
        params: idParams,
        response: { 200: ANSWERS.billGet },
      },
    },
    async (request) => ok(await getBill(app.db, currentUser(request), request.params.id, zone)),
  );

  app.post(
    ROUTES.billPrint.path,
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: bearer,
        summary:
          "Record a print of a bill and answer which it is: copy 0 is the original, n prints 'Copy of Original (n)' (an Admin, or the customer of its order)",
        params: idParams,
        response: { 200: ANSWERS.billPrint },
      },
    },
    async (request) => ok(await recordPrint(app.db, currentUser(request), request.params.id)),
  );

  await app.register(guardedRoutes("bills:manage", billBookRoutes));
};
