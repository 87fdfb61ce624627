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
