import { z } from "zod";

/** The response schema of a route whose `data` has the given shape (see api.ts's Envelope). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int(),
    data,
    message: z.string().optional(),
    severity: z.enum(["success", "warning", "error"]).optional(),
  });
}

/** A dashboard figure: in `data`, like every envelope, and in its own named top-level field too. */
export function figureOf<N extends string, T extends z.ZodType>(name: N, value: T) {
  return z.object({ status: z.number().int(), data: value }).extend({ [name]: value } as Record<N, T>);
}
