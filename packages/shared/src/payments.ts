import type { DeliveryType } from "./constants.ts";

/**
 * How an order is paid. eSewa and Khalti are offered with either delivery type when the shop has
 * them configured (the server knows which; the checkout asks `GET /api/payments/options`).
 */
export const PAYMENT_METHODS = ["cash_on_delivery", "pay_at_store", "esewa", "khalti"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash_on_delivery: "Cash on delivery",
  pay_at_store: "Pay at the store",
  esewa: "eSewa",
  khalti: "Khalti",
};

/** What the shopper is told about paying with each method. */
export const PAYMENT_METHOD_HINTS: Readonly<Record<PaymentMethod, string>> = {
  cash_on_delivery: "Pay the rider in cash when your order arrives.",
  pay_at_store: "Pay at our counter when you collect your order.",
  esewa: "Pay online now with eSewa; you come back to your order when it is done.",
  khalti:
    "Pay online now with Khalti (wallet, mobile or e-banking); you come back to your order when it is done.",
};

/**
 * How the owner is paid at the counter: cash, a QR payment (Fonepay or a bank's QR), a card, or a
 * bank transfer. A counter sale's order keeps its method beside the web ones.
 */
export const COUNTER_PAYMENT_METHODS = ["cash", "qr", "card", "bank_transfer"] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

export const COUNTER_PAYMENT_METHOD_LABELS: Readonly<Record<CounterPaymentMethod, string>> = {
  cash: "Cash",
  qr: "QR (Fonepay / bank QR)",
  card: "Card",
  bank_transfer: "Bank transfer",
};

/** Every method an order may hold, web or counter: what the orders table accepts. */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, ...COUNTER_PAYMENT_METHODS] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** The words of any order's method (on the desk, the invoice, the CSV). */
export const ORDER_PAYMENT_METHOD_LABELS: Readonly<Record<OrderPaymentMethod, string>> = {
  ...PAYMENT_METHOD_LABELS,
  ...COUNTER_PAYMENT_METHOD_LABELS,
};

/** What the shopper is told about paying an order; a counter sale is paid already. */
export function paymentHint(method: OrderPaymentMethod): string {
  return (PAYMENT_METHOD_HINTS as Readonly<Partial<Record<OrderPaymentMethod, string>>>)[method] ?? "";
}

/** The online payment gateways, each offered only when configured. */
export const GATEWAYS = ["khalti", "esewa"] as const;
export type Gateway = (typeof GATEWAYS)[number];

export function isGateway(method: string): method is Gateway {
  return (GATEWAYS as readonly string[]).includes(method);
}

/**
 * The methods each delivery type can take, the first being the default: its own way to pay on
 * the spot, then the online gateways (offered only when configured: `offeredMethods`).
 */
export const PAYMENT_METHODS_FOR: Readonly<Record<DeliveryType, readonly PaymentMethod[]>> = {
  home: ["cash_on_delivery", "khalti", "esewa"],
  store: ["pay_at_store", "khalti", "esewa"],
};

export function defaultPaymentMethod(deliveryType: DeliveryType): PaymentMethod {
  return PAYMENT_METHODS_FOR[deliveryType]?.[0] ?? "pay_at_store";
}

/** The methods the checkout offers for a delivery type, with these gateways configured. */
export function offeredMethods(deliveryType: DeliveryType, gateways: readonly Gateway[]): PaymentMethod[] {
  return PAYMENT_METHODS_FOR[deliveryType].filter((m) => !isGateway(m) || gateways.includes(m));
}

/**
 * Why a method cannot pay for this delivery type, or null when it can. Without `gateways` (the
 * form's own check, which cannot know the shop's settings) an online gateway passes; the server
 * checks again with the gateways it has.
 */
export function paymentMethodProblem(
  method: PaymentMethod,
  deliveryType: DeliveryType,
  gateways?: readonly Gateway[],
): string | null {
  if (isGateway(method) && gateways && !gateways.includes(method)) {
    return `${PAYMENT_METHOD_LABELS[method]} is not offered yet.`;
  }
  if (PAYMENT_METHODS_FOR[deliveryType].includes(method)) return null;
  return `${PAYMENT_METHOD_LABELS[method]} is not possible with ${
    deliveryType === "home" ? "home delivery" : "store pickup"
  }.`;
}

/** Where an order's money stands: nothing yet, an online payment being confirmed, paid, refunded. */
export const PAYMENT_STATUSES = ["unpaid", "pending", "paid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  unpaid: "Unpaid",
  pending: "Pending",
  paid: "Paid",
  refunded: "Refunded",
};

/**
 * Where an order's money stands as the desk shows it. A counter sale is paid on the spot (its
 * record keeps only the method), so it reads Paid. A web order paid in cash, on delivery or at
 * the store, is paid once it is Completed (its bill says "Paid by: Cash"), though its record
 * stays unpaid; any other web order reads its own payment status.
 */
export function shownPaymentStatus(order: {
  channel: string;
  status: string;
  payment: { status: PaymentStatus; method: string };
}): PaymentStatus {
  if (order.payment.status !== "unpaid") return order.payment.status;
  if (order.channel === "counter") return "paid";
  return order.status === "Completed" && !isGateway(order.payment.method) ? "paid" : "unpaid";
}

/**
 * What the owner must do after cancelling or rejecting an order that was paid online: the shop
 * cannot send money back through the gateway's API, so the refund is made in the gateway's own
 * dashboard and then recorded on the order. Null when there is nothing to refund.
 */
export function refundNotice(order: {
  canceled: boolean;
  status: string;
  orderForm: { paymentMethod: string };
  payment: { status: PaymentStatus; paidAmount: number; refundedAmount: number };
}): string | null {
  const stopped = order.canceled || order.status === "Rejected";
  const due = order.payment.paidAmount - order.payment.refundedAmount;
  if (!stopped || due <= 0 || (order.payment.status !== "paid" && order.payment.status !== "refunded")) {
    return null;
  }
  const method = order.orderForm.paymentMethod;
  const gateway = isGateway(method) ? PAYMENT_METHOD_LABELS[method] : "the gateway";
  return `This order was paid online with ${gateway}. Refund it in ${gateway}'s merchant dashboard, then record the refund on this order.`;
}

/**
 * Where one online attempt stands: pending until the gateway settles it, paid, failed (not paid:
 * cancelled, expired, never started), duplicate (the gateway took the money after another attempt
 * had already paid the order: the owner refunds it), or refused (the gateway said paid, but for
 * another amount or merchant: the shop did not accept it; the owner looks into it).
 */
export const PAYMENT_ATTEMPT_STATES = ["pending", "paid", "failed", "duplicate", "refused"] as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

/** The kinds of payment-log rows. */
export const PAYMENT_LOG_EVENTS = [
  "start",
  "return",
  "background_check",
  "refund",
  "method_changed",
] as const;
export type PaymentLogEvent = (typeof PAYMENT_LOG_EVENTS)[number];

/** What the order page is told after a return from a gateway (`/order/:id?payment=…`). */
export const PAYMENT_RETURN_OUTCOMES = ["paid", "pending", "failed", "refused"] as const;
export type PaymentReturnOutcome = (typeof PAYMENT_RETURN_OUTCOMES)[number];
