import { z } from "zod";
import { BUYER_PAN_RULE, billSchema, PAN_PATTERN } from "./bills.ts";
import { PHONE_PATTERN } from "./constants.ts";
import { whenMissing } from "./field-messages.ts";
import { idSchema } from "./ids.ts";
import { MSG } from "./messages.ts";
import { isWholePaisa } from "./money.ts";
import { MAX_LINE_QUANTITY, orderSchema } from "./orders.ts";
import { COUNTER_PAYMENT_METHODS } from "./payments.ts";
import { MAX_RUPEES } from "./products.ts";
import { oneLine } from "./text-rules.ts";
import { serialText } from "./warranty.ts";

/**
 * A sale at the counter, as the counter screen sends it and the server takes it: what is sold
 * (product ids, pieces, and a serial number for each piece of a product that tracks them), who
 * buys (all optional: a walk-in buyer is "Cash sale"), how it is paid, an optional discount with
 * its reason, and for cash what the buyer handed over.
 */
const QUANTITY_RULE = "Quantity must be a whole number of at least 1";

export const counterLineSchema = z.object({
  id: idSchema,
  quantity: z
    .number({ error: QUANTITY_RULE })
    .int(QUANTITY_RULE)
    .min(1, QUANTITY_RULE)
    .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}`),
  serials: z.array(serialText).max(MAX_LINE_QUANTITY).optional(),
});

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .check(oneLine)
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default("");

export const buyerSchema = z.object({
  name: optionalText("Buyer name", 100),
  phone: optionalText("Buyer phone", 10).refine((v) => v === "" || PHONE_PATTERN.test(v), MSG.invalidPhone),
  pan: optionalText("Buyer PAN", 9).refine((v) => v === "" || PAN_PATTERN.test(v), BUYER_PAN_RULE),
  address: optionalText("Buyer address", 200),
});
export type Buyer = z.output<typeof buyerSchema>;

/** An amount in rupees a person types at the counter: more than 0, at most two decimals. */
const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(MAX_RUPEES * 100, `${label} is too large`)
    .refine(isWholePaisa, `${label} can have at most two decimals`);

export const DISCOUNT_REASON_MAX = 200;

export const counterSaleSchema = z.object({
  lines: z
    .array(counterLineSchema, whenMissing("Add at least one product to the sale"))
    .min(1, "Add at least one product to the sale")
    .max(100, "A sale can have at most 100 lines"),
  buyer: buyerSchema.optional(),
  paymentMethod: z.enum(COUNTER_PAYMENT_METHODS, {
    error: `Payment method must be one of: ${COUNTER_PAYMENT_METHODS.join(", ")}`,
  }),
  discount: z
    .object({
      amount: rupees("Discount"),
      reason: z
        .string(whenMissing("Discount reason is required"))
        .trim()
        .check(oneLine)
        .min(1, "Discount reason is required")
        .max(DISCOUNT_REASON_MAX, `Discount reason must be at most ${DISCOUNT_REASON_MAX} characters`),
    })
    .optional(),
  /** Cash only: what the buyer handed over; the answer says the change. */
  received: rupees("Amount received").optional(),
});
export type CounterSaleInput = z.input<typeof counterSaleSchema>;
export type CounterSale = z.output<typeof counterSaleSchema>;

export const counterSaleAnswerSchema = z.object({
  order: orderSchema,
  bill: billSchema,
  /** Cash: what goes back to the buyer (Rs); null for the other methods or without `received`. */
  change: z.number().nullable(),
});
export type CounterSaleAnswer = z.infer<typeof counterSaleAnswerSchema>;

/** "A known phone fills the name": who bought with this phone before. */
export const buyerLookupQuerySchema = z.object({
  phone: z
    .string(whenMissing("Phone is required"))
    .trim()
    .check(oneLine)
    .regex(PHONE_PATTERN, MSG.invalidPhone),
});
export const buyerLookupSchema = z.object({ name: z.string(), pan: z.string() }).nullable();
