import type { Envelope, Severity } from "@shop/shared/api";
import { z } from "zod";

/** A success envelope: `{ status: 200, data }`, with the HTTP code equal to `status`. */
export function ok<T>(data: T, message?: string, severity: Severity = "success"): Envelope<T> {
  return message === undefined ? { status: 200, data } : { status: 200, data, message, severity };
}

/** The response schema of a route whose `data` has the given shape. */
export { envelopeOf } from "@shop/shared/envelope";

/** The error envelope, documented for every route. */
export const errorEnvelope = z.object({
  status: z.number().int(),
  data: z.null(),
  message: z.string(),
  severity: z.enum(["success", "warning", "error"]),
  /** On a refused form: what is wrong with each field, by field name. */
  fields: z.record(z.string(), z.string()).optional(),
});
