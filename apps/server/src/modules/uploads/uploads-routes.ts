import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import { PICTURE_TYPES } from "@shop/shared/uploads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope.ts";

/**
 * The rules a picture upload is held to, for the browser to check a file before sending it: the
 * size limit is a setting (UPLOAD_MAX_BYTES), so the forms ask rather than assume.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.pictureRules.path,
    {
      schema: {
        tags: ["uploads"],
        summary: "The largest picture upload in bytes and the picture types taken",
        response: { 200: ANSWERS.pictureRules },
      },
    },
    async () => ok({ maxBytes: app.config.UPLOAD_MAX_BYTES, types: [...PICTURE_TYPES] }),
  );
};
