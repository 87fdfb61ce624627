import { idSchema } from "@shop/shared/ids";
import { z } from "zod";

/** The `:id` of a route, through the one shared id schema. */
export const idParams = z.object({ id: idSchema });

/** The OpenAPI note that a route wants an Admin's bearer token. */
export const adminSecurity = { security: [{ bearer: [] }] };
