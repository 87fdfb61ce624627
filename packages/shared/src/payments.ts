import type { DeliveryType } from "./constants.ts";

/**
 * How an order is paid. eSewa and Khalti are listed so the stored field and the database already
 * know them, but no delivery type offers them until the shop takes online payments.
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
  esewa: "Pay online with eSewa.",
  khalti: "Pay online with Khalti.",
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

/** The methods each delivery type offers today, the first being the default. */
export const PAYMENT_METHODS_FOR: Readonly<Record<DeliveryType, readonly PaymentMethod[]>> = {
  home: ["cash_on_delivery"],
  store: ["pay_at_store"],
};

export function defaultPaymentMethod(deliveryType: DeliveryType): PaymentMethod {
  return PAYMENT_METHODS_FOR[deliveryType]?.[0] ?? "pay_at_store";
}

/** Why a method cannot pay for this delivery type, or null when it can. */
export function paymentMethodProblem(method: PaymentMethod, deliveryType: DeliveryType): string | null {
  if (PAYMENT_METHODS_FOR[deliveryType].includes(method)) return null;
  const offeredAnywhere = Object.values(PAYMENT_METHODS_FOR).some((methods) => methods.includes(method));
  if (!offeredAnywhere) return `${PAYMENT_METHOD_LABELS[method]} is not offered yet.`;
  return `${PAYMENT_METHOD_LABELS[method]} is not possible with ${
    deliveryType === "home" ? "home delivery" : "store pickup"
  }.`;
}
