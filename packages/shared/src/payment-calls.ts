import { z } from "zod";
import { fieldLabel } from "./field-labels.ts";
import { isWholePaisa } from "./money.ts";
import { GATEWAYS, PAYMENT_METHODS } from "./payments.ts";
import { plainText } from "./text.ts";

/** The online gateways this shop has configured (the checkout offers only these). */
export const paymentOptionsSchema = z.object({ gateways: z.array(z.enum(GATEWAYS)) });
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** Start paying an order online with one gateway. */
export const paymentStartSchema = z.object({
  gateway: z.enum(GATEWAYS, { error: `${fieldLabel("gateway")} must be one of: ${GATEWAYS.join(", ")}` }),
});

/**
 * Where the shopper goes to pay: Khalti answers an address to send the browser to; eSewa a form
 * the browser posts to eSewa's form address, with its fields signed by the shop.
 */
export const paymentStartedSchema = z.union([
  z.object({ redirectUrl: z.string() }),
  z.object({ formUrl: z.string(), fields: z.record(z.string(), z.string()) }),
]);
export type PaymentStarted = z.infer<typeof paymentStartedSchema>;

/** Pay another way instead: cash on delivery or at the store (the delivery type decides which fits). */
export const paymentSwitchSchema = z.object({
  method: z.enum(PAYMENT_METHODS, {
    error: `${fieldLabel("method")} must be one of: ${PAYMENT_METHODS.join(", ")}`,
  }),
});

/** The longest note the owner writes with a refund. */
export const REFUND_NOTE_MAX = 500;

/** A refund the owner made in the gateway's dashboard, recorded on the order. */
export const paymentRefundSchema = z.object({
  amount: z
    .number({ error: `${fieldLabel("amount")} must be a number` })
    .positive(`${fieldLabel("amount")} must be more than 0`)
    .max(100_000_000, `${fieldLabel("amount")} must be at most 100000000`)
    .refine(isWholePaisa, `${fieldLabel("amount")} can have at most two decimals`),
  note: z
    .string({ error: "The refund's note must be text" })
    .optional()
    .default("")
    .transform((v) => plainText(v).trim())
    .pipe(z.string().max(REFUND_NOTE_MAX, `The refund's note must be at most ${REFUND_NOTE_MAX} characters`)),
});
export type PaymentRefund = z.input<typeof paymentRefundSchema>;
