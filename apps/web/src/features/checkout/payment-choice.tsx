import type { DeliveryType } from "@shop/shared/constants";
import {
  defaultPaymentMethod,
  offeredMethods,
  PAYMENT_METHOD_HINTS,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from "@shop/shared/payments";
import { useEffect, useId } from "react";
import { useOnlineGateways } from "../../lib/payments-api.ts";
import { ChoiceGroup } from "./choice-group.tsx";

interface Props {
  deliveryType: DeliveryType;
  value: PaymentMethod;
  onChange(method: PaymentMethod): void;
  error: string | undefined;
}

/**
 * How to pay: the methods the chosen delivery type offers (cash on delivery for home delivery, pay
 * at the store for pickup, and Khalti or eSewa when the shop takes them), each with what it
 * means, so nobody reaches the summary unsure. A method the shop stopped offering falls back to
 * the delivery type's own.
 */
export function PaymentChoice({ deliveryType, value, onChange, error }: Props) {
  const { gateways, known } = useOnlineGateways();
  const methods = offeredMethods(deliveryType, gateways);
  const dropped = known && !methods.includes(value);
  const name = useId();
  useEffect(() => {
    if (dropped) onChange(defaultPaymentMethod(deliveryType));
  }, [dropped, deliveryType, onChange]);
  return (
    <ChoiceGroup
      labelId="payment-method"
      label="Payment"
      name={name}
      value={value}
      onChange={onChange}
      error={error}
      options={methods.map((method) => ({
        value: method,
        label: (
          <span>
            <span className="ck-medium">{PAYMENT_METHOD_LABELS[method]}</span>
            <span className="ck-choice-hint">{PAYMENT_METHOD_HINTS[method]}</span>
          </span>
        ),
      }))}
    />
  );
}
