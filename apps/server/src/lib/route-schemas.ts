import { idSchema } from "@shop/shared/ids";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

/** The `:id` of a route, through the one shared id schema. */
export const idParams = z.object({ id: idSchema });

/** The OpenAPI note that a route wants an Admin's bearer token. */
export const adminSecurity = { security: [{ bearer: [] }] };

declare module "fastify" {
  interface FastifySchema {
    /** A multipart form, shown in the API reference only (see multipartForm). */
    form?: { fields: z.ZodObject; files: readonly string[] };
  }
}

/**
 * A multipart form route's schema entries: the API reference shows the form's text fields (the
 * shared schema the service checks them with) and its file fields. Fastify does not validate a
 * multipart body; readMultipart reads it and the service checks it with that same schema.
 */
export function multipartForm(fields: z.ZodObject, files: readonly string[], description: string) {
  return { consumes: ["multipart/form-data"], description, form: { fields, files } };
}

/** The API reference's transform: Zod schemas as JSON Schema, multipart forms as request bodies. */
export const documentSchemas: typeof jsonSchemaTransform = (input) => {
  // A route may have no schema at all.
  if (!input.schema?.form) return jsonSchemaTransform(input);
  const { form, ...schema } = input.schema;
  const files = Object.fromEntries(
    form.files.map((f) => [f, z.string().meta({ format: "binary" }).optional()]),
  );
  return jsonSchemaTransform({ ...input, schema: { ...schema, body: form.fields.extend(files) } });
};
