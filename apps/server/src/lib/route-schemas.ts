import { z } from "zod";

/** The `:id` of the product and software routes: a whole number that fits the id column. */
export const idParams = z.object({
  id: z.coerce
    .number({ error: "id must be a whole number" })
    .int("id must be a whole number")
    .min(1)
    .max(2_147_483_647),
});

/** The OpenAPI note that a route wants an Admin's bearer token. */
export const adminSecurity = { security: [{ bearer: [] }] };
