import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import { MSG } from "@shop/shared/messages";
import { softwareFieldsSchema } from "@shop/shared/software";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cachedRead } from "../../cache/public-reads.ts";
import { ok } from "../../lib/envelope.ts";
import { acceptMultipartForms, readMultipart } from "../../lib/multipart.ts";
import { adminSecurity, idParams, multipartForm } from "../../lib/route-schemas.ts";
import { guardedRoutes } from "../../plugins/auth.ts";
import {
  createSoftwareFromForm,
  deleteSoftware,
  getSoftware,
  listSoftware,
  updateSoftwareFromForm,
} from "./software-service.ts";

const multipartBody = multipartForm(
  softwareFieldsSchema,
  ["image"],
  "Multipart form: name, price, link (http or https), description and the picture image.",
);

/** Managing the software listings: every route needs software:manage, checked once for the group, before a multipart body is read. */
const softwareAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipartForms(app);
  app.post(
    ROUTES.softwareCreate.path,
    {
      schema: {
        tags: ["software"],
        summary: "Add a software offering (Admin)",
        ...adminSecurity,
        ...multipartBody,
        response: { 200: ANSWERS.softwareCreate },
      },
    },
    async (request) => {
      const form = await readMultipart(request, ["image"], app.config.UPLOAD_MAX_BYTES);
      return ok(await createSoftwareFromForm(app.db, form), MSG.softwareCreated);
    },
  );

  app.put(
    ROUTES.softwareUpdate.path,
    {
      schema: {
        tags: ["software"],
        summary: "Change a software offering; an image sent replaces the old one (Admin)",
        ...adminSecurity,
        ...multipartBody,
        params: idParams,
        response: { 200: ANSWERS.softwareUpdate },
      },
    },
    async (request) => {
      const form = await readMultipart(request, ["image"], app.config.UPLOAD_MAX_BYTES);
      return ok(await updateSoftwareFromForm(app.db, request.params.id, form), MSG.softwareUpdated);
    },
  );

  app.delete(
    ROUTES.softwareDelete.path,
    {
      schema: {
        tags: ["software"],
        summary: "Remove a software offering (Admin)",
        ...adminSecurity,
        params: idParams,
        response: { 200: ANSWERS.softwareDelete },
      },
    },
    async (request) => ok(await deleteSoftware(app.db, request.params.id), MSG.softwareDeleted),
  );
};

export const softwareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.softwareList.path,
    {
      schema: {
        tags: ["software"],
        summary: "Every software offering",
        response: { 200: ANSWERS.softwareList },
      },
      compress: false, // the cached answer carries its own compressed forms
    },
    async (request, reply) =>
      cachedRead(request, reply, "software", async () => ({
        value: ok(await listSoftware(app.db)),
        tags: ["software"],
      })),
  );

  app.get(
    ROUTES.softwareGet.path,
    {
      schema: {
        tags: ["software"],
        summary: "One software offering",
        params: idParams,
        response: { 200: ANSWERS.softwareGet },
      },
    },
    async (request) => ok(await getSoftware(app.db, request.params.id)),
  );

  await app.register(guardedRoutes("software:manage", softwareAdminRoutes));
};
