import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import { CONTACT_DELETED, contactFieldsSchema, contactUpdateSchema, NO_CONTACT } from "@shop/shared/company";
import { MSG } from "@shop/shared/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cachedRead } from "../../cache/public-reads.ts";
import { errorEnvelope, ok } from "../../lib/envelope.ts";
import { idParams } from "../../lib/route-schemas.ts";
import { guardedRoutes } from "../../plugins/auth.ts";
import { createContact, deleteContact, getContact, toContact, updateContact } from "./contact-service.ts";

const adminErrors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

/** Writing the contact record: every route needs contact:manage, checked once for the group. */
const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ROUTES.contactCreate.path,
    {
      schema: {
        tags: ["contact"],
        summary: "Creates the contact record; 409 when one exists (Admin)",
        security: [{ bearer: [] }],
        body: contactFieldsSchema,
        response: { 200: ANSWERS.contactCreate, ...adminErrors, 409: errorEnvelope },
      },
    },
    async (request) => {
      const row = await createContact(app.db, request.body, app.config.SHOP_TIMEZONE);
      return ok(toContact(row), MSG.contactAdded);
    },
  );

  app.put(
    ROUTES.contactUpdate.path,
    {
      schema: {
        tags: ["contact"],
        summary: "Updates the fields sent of the contact record; the others stay as they were (Admin)",
        security: [{ bearer: [] }],
        params: idParams,
        body: contactUpdateSchema,
        response: { 200: ANSWERS.contactUpdate, ...adminErrors, 404: errorEnvelope },
      },
    },
    async (request) => ok(await updateContact(app.db, request.params.id, request.body), MSG.contactUpdated),
  );

  app.delete(
    ROUTES.contactDelete.path,
    {
      schema: {
        tags: ["contact"],
        summary: "Deletes the contact record (Admin)",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: ANSWERS.contactDelete, ...adminErrors, 404: errorEnvelope },
      },
    },
    async (request) => {
      await deleteContact(app.db, request.params.id);
      return ok(null, CONTACT_DELETED);
    },
  );
};

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.contactGet.path,
    {
      schema: {
        tags: ["contact"],
        summary: "The company's contact record (public); data is null when there is none",
        response: { 200: ANSWERS.contactGet },
      },
      compress: false, // the cached answer carries its own compressed forms
    },
    async (request, reply) =>
      cachedRead(request, reply, "contact", async () => {
        const contact = await getContact(app.db);
        return { value: contact ? ok(contact) : ok(null, NO_CONTACT, "warning"), tags: ["contact"] };
      }),
  );

  await app.register(guardedRoutes("contact:manage", contactAdminRoutes));
};
