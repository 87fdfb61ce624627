import { z } from "zod";
import { DELIVERY_TYPES, PHONE_PATTERN } from "./constants.ts";
import { idSchema } from "./ids.ts";
import { MSG } from "./messages.ts";
import {
  ADMIN_ORDER_STATUSES,
  type LifecycleOrder,
  ORDER_EVENT_KINDS,
  ORDER_STATUSES,
} from "./order-lifecycle.ts";
import { oneLine } from "./text-rules.ts";

const text = (max: number) => z.string().trim().check(oneLine).max(max).optional().default("");

/**
 * The order form of SPEC 3 with the rules of SPEC 5: store pickup needs a phone number; home
 * delivery needs phone number, city, chowkName and famousLandMark. The browser and the server use
 * this same schema, so both give the same messages.
 */
export const orderFormSchema = z
  .object({
    deliveryType: z.enum(DELIVERY_TYPES, { error: "deliveryType must be store or home" }).default("store"),
    phoneNumber: text(20),
    city: text(80),
    chowkName: text(120),
    famousLandMark: text(160),
    /** Sent by the browser for display only; the server computes the real total. */
    total: z.unknown().optional(),
  })
  .superRefine((form, ctx) => {
    if (form.deliveryType === "store" && !form.phoneNumber) {
      ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: MSG.storePhone });
      return;
    }
    if (
      form.deliveryType === "home" &&
      (!form.phoneNumber || !form.city || !form.chowkName || !form.famousLandMark)
    ) {
      ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: MSG.homeFields });
      return;
    }
    if (!PHONE_PATTERN.test(form.phoneNumber)) {
      ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: MSG.invalidPhone });
    }
  });
export type OrderForm = z.input<typeof orderFormSchema>;

/** The most pieces of one product in one order, counted after repeated lines are added up. */
export const MAX_LINE_QUANTITY = 1000;
export const lineCapMessage = (name: string) =>
  `You can order at most ${MAX_LINE_QUANTITY} pieces of ${name} in one order.`;

/** A cart line as the server reads it: only the product's id and the quantity count. */
export const orderLineInputSchema = z.object({
  id: idSchema,
  orderedQuantity: z
    .number({ error: "orderedQuantity must be a whole number of at least 1" })
    .int("orderedQuantity must be a whole number of at least 1")
    .min(1, "orderedQuantity must be a whole number of at least 1")
    .max(MAX_LINE_QUANTITY, `orderedQuantity can be at most ${MAX_LINE_QUANTITY}`),
});

export const createOrderSchema = z.object({
  orderForm: orderFormSchema,
  products: z.array(orderLineInputSchema, { error: MSG.addCarts }).min(1, MSG.addCarts).max(100),
  /** SPEC 7.2 sends the stored token in the body too; the Authorization header is what counts. */
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
  orderForm: z.object({
    deliveryType: z.enum(DELIVERY_TYPES),
    phoneNumber: z.string(),
    city: z.string(),
    chowkName: z.string(),
    famousLandMark: z.string(),
    total: z.number(),
  }),
  users: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string(), city: z.string() }),
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      mainFile: z.string(),
      orderedQuantity: z.number().int(),
      price: z.number(),
    }),
  ),
  totalPrice: z.number(),
  /** The timeline, on the single-order answer only. */
  events: z.array(orderEventSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderStatusQuerySchema = z.object({
  status: z.enum(ADMIN_ORDER_STATUSES, {
    error: `status must be one of: ${ADMIN_ORDER_STATUSES.join(", ")}`,
  }),
});

/** What the order lifecycle's rules read of an order as the API answers it. */
export function lifecycleOf(order: Pick<Order, "status" | "canceled" | "orderForm">): LifecycleOrder {
  return { status: order.status, canceled: order.canceled, deliveryType: order.orderForm.deliveryType };
}
