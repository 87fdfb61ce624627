import type { DeliveryType } from "@shop/shared/constants";
import { defaultPaymentMethod, PAYMENT_METHODS_FOR, type PaymentMethod } from "@shop/shared/payments";
import { create } from "zustand";
import { persist } from "zustand/middleware";

export interface OrderFormFields {
  deliveryType: DeliveryType;
  phoneNumber: string;
  city: string;
  chowkName: string;
  famousLandMark: string;
  /** The delivery area the city names, when it is one (sent so the server need not match the name). */
  deliveryAreaId: number | null;
  /** How the shopper pays: follows the delivery type (cash on delivery, or pay at the store). */
  paymentMethod: PaymentMethod;
  /** An optional note for the shop (at most 500 characters). */
  note: string;
}

interface OrderFormState extends OrderFormFields {
  /**
   * One key per checkout attempt, sent as the Idempotency-Key header: a double tap or a retry after
   * a lost answer returns the first order instead of placing a second. Kept until the order succeeds.
   */
  idempotencyKey: string;
  patch(fields: Partial<OrderFormFields>): void;
  /** The key of the current attempt, made on first use. */
  attemptKey(): string;
  clear(): void;
}

const EMPTY: OrderFormFields = {
  deliveryType: "store",
  phoneNumber: "",
  city: "",
  chowkName: "",
  famousLandMark: "",
  deliveryAreaId: null,
  paymentMethod: defaultPaymentMethod("store"),
  note: "",
};

function newKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The order form, kept between /checkout and /checkout-summary; logout clears it. */
export const useOrderForm = create<OrderFormState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      idempotencyKey: "",
      // A new delivery type brings its own payment method (home: cash on delivery; store: pay there).
      patch: (fields) =>
        set(
          fields.deliveryType && fields.deliveryType !== get().deliveryType && !fields.paymentMethod
            ? { ...fields, paymentMethod: defaultPaymentMethod(fields.deliveryType) }
            : fields,
        ),
      attemptKey() {
        const current = get().idempotencyKey;
        if (current) return current;
        const key = newKey();
        set({ idempotencyKey: key });
        return key;
      },
      clear: () => set({ ...EMPTY, idempotencyKey: "" }),
    }),
    {
      name: "orderForm",
      // A form saved before payment methods existed (or with one its delivery type no longer
      // offers) gets the delivery type's own method.
      merge: (persisted, current) => {
        const state = { ...current, ...(persisted as Partial<OrderFormState>) };
        state.deliveryAreaId ??= null;
        return PAYMENT_METHODS_FOR[state.deliveryType]?.includes(state.paymentMethod)
          ? state
          : { ...state, paymentMethod: defaultPaymentMethod(state.deliveryType) };
      },
    },
  ),
);
