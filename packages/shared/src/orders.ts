import { z } from "zod";
import { DELIVERY_TYPES, PHONE_PATTERN } from "./constants.ts";
import { fieldLabel } from "./field-labels.ts";
import { whenMissing } from "./field-messages.ts";
import { idSchema } from "./ids.ts";
import { MSG } from "./messages.ts";
import {
  ADMIN_ORDER_STATUSES,
  type LifecycleOrder,
  ORDER_EVENT_KINDS,
  ORDER_STATUSES,
} from "./order-lifecycle.ts";
import {
  defaultPaymentMethod,
  ORDER_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  paymentMethodProblem,
} from "./payments.ts";
import { plainText } from "./text.ts";
import { oneLine } from "./text-rules.ts";

/** Where a sale was made: the web checkout, or the shop's counter. */
export const ORDER_CHANNELS = ["web", "counter"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

const text = (max: number) => z.string().trim().check(oneLine).max(max).optional().default("");

/** The longest note a shopper can leave for the shop with an order. */
export const ORDER_NOTE_MAX = 500;

const HOME_FIELDS = ["phoneNumber", "city", "chowkName", "famousLandMark"] as const;

/**
 * The order form: store pickup needs a phone number; home delivery needs phone number, city,
 * chowkName and famousLandMark. Besides the delivery type and those fields, how the order is paid
 * (the delivery type's own method when absent; one that does not fit it is refused) and an
 * optional note for the shop. The browser and the server use this same schema, so both give the
 * same messages and mark the same fields.
 */
export const orderFormSchema = z
  .object({
    deliveryType: z.enum(DELIVERY_TYPES, { error: "Delivery must be store or home" }).default("store"),
    phoneNumber: text(20),
    city: text(80),
    chowkName: text(120),
    famousLandMark: text(160),
    /**
     * The delivery area of a home delivery, when the checkout picked one; without it the server
     * matches the city against the areas' names. A store pickup ignores it.
     */
    deliveryAreaId: idSchema.nullable().optional(),
    paymentMethod: z
      .enum(PAYMENT_METHODS, { error: `Payment method must be one of: ${PAYMENT_METHODS.join(", ")}` })
      .optional(),
    note: z
      .string()
      .optional()
      .default("")
      .transform((v) => plainText(v).trim())
      .pipe(
        z.string().max(ORDER_NOTE_MAX, `${fieldLabel("note")} must be at most ${ORDER_NOTE_MAX} characters`),
      ),
    /** Sent by the browser for display only; the server computes the real total. */
    total: z.unknown().optional(),
  })
  .superRefine((form, ctx) => {
    if (form.deliveryType === "store" && !form.phoneNumber) {
      ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: MSG.storePhone });
      return;
    }
    const missing = form.deliveryType === "home" ? HOME_FIELDS.filter((field) => !form[field]) : [];
    if (missing.length > 0) {
      // One sentence for the whole form, then each empty field marked on its own.
      ctx.addIssue({ code: "custom", message: MSG.homeFields });
      for (const field of missing) {
        ctx.addIssue({ code: "custom", path: [field], message: `${fieldLabel(field)} is required` });
      }
      return;
    }
    if (!PHONE_PATTERN.test(form.phoneNumber)) {
      ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: MSG.invalidPhone });
    }
    const payment = form.paymentMethod && paymentMethodProblem(form.paymentMethod, form.deliveryType);
    if (payment) ctx.addIssue({ code: "custom", path: ["paymentMethod"], message: payment });
  })
  .transform((form) => ({
    ...form,
    paymentMethod: form.paymentMethod ?? defaultPaymentMethod(form.deliveryType),
  }));
export type OrderForm = z.input<typeof orderFormSchema>;

/** The most pieces of one product in one order, counted after repeated lines are added up. */
export const MAX_LINE_QUANTITY = 1000;
export const lineCapMessage = (name: string) =>
  `You can order at most ${MAX_LINE_QUANTITY} pieces of ${name} in one order.`;

const LINE_QUANTITY_RULE = "The ordered quantity must be a whole number of at least 1";

/** A cart line as the server reads it: only the product's id and the quantity count. */
export const orderLineInputSchema = z.object({
  id: idSchema,
  orderedQuantity: z
    .number({ error: LINE_QUANTITY_RULE })
    .int(LINE_QUANTITY_RULE)
    .min(1, LINE_QUANTITY_RULE)
    .max(MAX_LINE_QUANTITY, `The ordered quantity can be at most ${MAX_LINE_QUANTITY}`),
});

export const createOrderSchema = z.object({
  orderForm: orderFormSchema,
  products: z.array(orderLineInputSchema, whenMissing(MSG.addCarts)).min(1, MSG.addCarts).max(100),
  /** The order call carries the stored token in its body too; only the Authorization header counts. */
  token: z.string().check(oneLine).max(2048).optional(),
});
export type CreateOrder = z.input<typeof createOrderSchema>;
/** What the server works with after validation (defaults filled in). */
export type CreateOrderParsed = z.output<typeof createOrderSchema>;

/** One entry of an order's timeline (oldest first): who did what, and when. */
export const orderEventSchema = z.object({
  at: z.string(),
  actor: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  kind: z.enum(ORDER_EVENT_KINDS),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES).nullable(),
  note: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  createdDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  canceled: z.boolean(),
  channel: z.enum(ORDER_CHANNELS),
  /** The sale's bill once it has one (a counter sale at once, a web order when Completed). */
  bill: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  orderForm: z.object({
    deliveryType: z.enum(DELIVERY_TYPES),
    phoneNumber: z.string(),
    city: z.string(),
    chowkName: z.string(),
    famousLandMark: z.string(),
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
    note: z.string(),
    total: z.number(),
  }),
  /**
   * The buyer: the customer account of a web order; at the counter the buyer as given ("Cash
   * sale" when nameless), with the linked account's id when the phone matched one, else null.
   */
  users: z.object({
    id: z.number().int().nullable(),
    fullName: z.string(),
    phone: z.string(),
    city: z.string(),
  }),
  /** The buyer's PAN for the bill ("" when none was given). */
  buyerPan: z.string(),
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      mainFile: z.string(),
      orderedQuantity: z.number().int(),
      price: z.number(),
      /** The serial numbers recorded for this line's pieces (a product that tracks them). */
      serials: z.array(z.string()),
      /** Whether the product asks for a serial number for each piece. */
      tracksSerials: z.boolean(),
      /** The last day of the warranty ("2027-11-23", shop's calendar), once billed; null without one. */
      warrantyEnds: z.string().nullable(),
    }),
  ),
  /** A discount on the whole sale (Rs, 0 for none) and its reason. */
  discount: z.number(),
  discountReason: z.string(),
  /** What delivery costs (Rs), fixed when the order was placed; 0 for a store pickup. Included in totalPrice. */
  deliveryCharge: z.number(),
  /** Goods plus the delivery charge (Rs). */
  totalPrice: z.number(),
  /**
   * Where the money stands: how it is paid (the order form's method), unpaid, an online payment
   * being confirmed (pending), paid or refunded, what was paid and refunded (Rs), and the
   * gateway's transaction id of the payment ("" when none).
   */
  payment: z.object({
    method: z.enum(ORDER_PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    paidAmount: z.number(),
    refundedAmount: z.number(),
    gatewayRef: z.string(),
  }),
  /** The timeline, on the single-order answer only. */
  events: z.array(orderEventSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderStatusQuerySchema = z.object({
  status: z.enum(ADMIN_ORDER_STATUSES, {
    error: `status must be one of: ${ADMIN_ORDER_STATUSES.join(", ")}`,
  }),
});

/**
 * The cancel call toggles. `canceled` names the state the caller wants, so a second tap, or the
 * same request sent twice, finds the order already there and changes nothing instead of undoing
 * the first. Without it the call toggles, as before.
 */
export const orderCancelQuerySchema = z.object({
  canceled: z
    .enum(["true", "false"], { error: "canceled must be true or false" })
    .transform((v) => v === "true")
    .optional(),
});

/** What the order lifecycle's rules read of an order as the API answers it. */
export function lifecycleOf(
  order: Pick<Order, "status" | "canceled" | "orderForm" | "payment">,
): LifecycleOrder {
  return {
    status: order.status,
    canceled: order.canceled,
    deliveryType: order.orderForm.deliveryType,
    paymentStatus: order.payment.status,
  };
}
