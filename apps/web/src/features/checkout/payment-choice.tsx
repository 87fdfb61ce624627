import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from "@mui/material";
import type { DeliveryType } from "@shop/shared/constants";
import {
  defaultPaymentMethod,
  offeredMethods,
  PAYMENT_METHOD_HINTS,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from "@shop/shared/payments";
import { useEffect } from "react";
import { useOnlineGateways } from "../../lib/payments-api.ts";

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
  useEffect(() => {
    if (dropped) onChange(defaultPaymentMethod(deliveryType));
  }, [dropped, deliveryType, onChange]);
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id="payment-method">Payment</FormLabel>
      <RadioGroup
        aria-labelledby="payment-method"
        value={value}
        onChange={(event) => onChange(event.target.value as PaymentMethod)}
      >
        {methods.map((method) => (
          <FormControlLabel
            key={method}
            value={method}
            control={<Radio slotProps={{ input: { "aria-invalid": error ? "true" : undefined } }} />}
            label={
              <span>
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {PAYMENT_METHOD_LABELS[method]}
                </Typography>
                <Typography component="span" variant="body2" color="textSecondary" sx={{ display: "block" }}>
                  {PAYMENT_METHOD_HINTS[method]}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
