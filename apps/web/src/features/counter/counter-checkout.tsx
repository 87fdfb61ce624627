import { Box, Divider, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { formatRs, paisaToRupees } from "@shop/shared/money";
import {
  COUNTER_PAYMENT_METHOD_LABELS,
  COUNTER_PAYMENT_METHODS,
  type CounterPaymentMethod,
} from "@shop/shared/payments";
import { phoneDigits } from "@shop/shared/phone";
import { useEffect, useRef } from "react";
import type { FieldErrors } from "../../lib/field-errors.ts";
import { useBuyerLookup } from "./counter-api.ts";
import { typedPaisa } from "./sale-input.ts";

/** What the owner types besides the lines: the buyer, how it is paid, a discount, the cash handed over. */
export interface Checkout {
  name: string;
  phone: string;
  pan: string;
  method: CounterPaymentMethod;
  discount: string;
  reason: string;
  received: string;
}

export const EMPTY_CHECKOUT: Checkout = {
  name: "",
  phone: "",
  pan: "",
  method: "cash",
  discount: "",
  reason: "",
  received: "",
};

function Figure({ label, paisa, strong }: { label: string; paisa: number; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: "space-between", fontWeight: strong ? 700 : 400 }}>
      <span>{label}</span>
      {/* A deduction as the bill prints it: "- Rs 100.50", not "Rs -100.50". */}
      <span>{paisa < 0 ? `- ${formatRs(paisaToRupees(-paisa))}` : formatRs(paisaToRupees(paisa))}</span>
    </Stack>
  );
}

/**
 * Buyer (all optional: a walk-in buyer is "Cash sale"; a known phone fills the name), payment
 * method, discount with its reason, and for cash the amount received and the change.
 */
export function CounterCheckout({
  value,
  onChange,
  goods,
  errors,
}: {
  value: Checkout;
  onChange: (next: Checkout) => void;
  goods: number;
  errors: FieldErrors;
}) {
  const set = (patch: Partial<Checkout>) => onChange({ ...value, ...patch });
  const known = useBuyerLookup(value.phone);
  // A known phone fills the name (and PAN) the owner has not typed yet, once per phone: a name
  // the owner then clears stays cleared (a cash sale to a known phone), and a name never lands
  // under the owner's cursor, where the letters typed next would join it.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!known.data || filledFor.current === value.phone) return;
    filledFor.current = value.phone;
    if (!value.name) onChange({ ...value, name: known.data.name, pan: value.pan || known.data.pan });
  }, [known.data, value, onChange]);

  const discount = typedPaisa(value.discount) ?? 0;
  const total = Math.max(0, goods - discount);
  const received = typedPaisa(value.received);
  const change = value.method === "cash" && received !== null ? received - total : null;

  return (
    <Stack spacing={2}>
      <Box>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Buyer
        </Typography>
        <Stack spacing={1.5}>
          <TextField
            size="small"
            label="Phone"
            name="phone"
            {...errors.input(
              "phone",
              value.phone,
              (phone) => set({ phone: phoneDigits(phone) }),
              known.data ? "Known buyer" : "Optional",
            )}
            slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "off" } }}
          />
          <TextField
            size="small"
            label="Name"
            name="name"
            {...errors.input("name", value.name, (name) => set({ name }), "Optional: “Cash sale” when empty")}
            onFocus={() => {
              filledFor.current = value.phone;
            }}
          />
          <TextField
            size="small"
            label="Buyer PAN"
            name="pan"
            {...errors.input(
              "pan",
              value.pan,
              (pan) => set({ pan: pan.replace(/\D/g, "").slice(0, 9) }),
              "Optional: 9 digits",
            )}
            slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "off" } }}
          />
        </Stack>
      </Box>

      <Box>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }} id="payment-label">
          Payment
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={value.method}
          onChange={(_e, method: CounterPaymentMethod | null) => method && set({ method })}
          aria-labelledby="payment-label"
          sx={{ flexWrap: "wrap" }}
        >
          {COUNTER_PAYMENT_METHODS.map((m) => (
            <ToggleButton key={m} value={m}>
              {COUNTER_PAYMENT_METHOD_LABELS[m]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>

      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
        <TextField
          size="small"
          label="Discount (Rs)"
          name="amount"
          {...errors.input("amount", value.discount, (discount) => set({ discount }))}
          slotProps={{ htmlInput: { inputMode: "decimal", autoComplete: "off" } }}
        />
        <TextField
          size="small"
          label="Reason for the discount"
          name="reason"
          {...errors.input("reason", value.reason, (reason) => set({ reason }))}
          disabled={!value.discount}
          sx={{ flex: 1 }}
        />
      </Stack>

      <Divider />
      <Stack spacing={0.5} aria-label="Totals">
        <Figure label="Goods" paisa={goods} />
        {discount > 0 && <Figure label="Discount" paisa={-discount} />}
        <Box data-testid="counter-total">
          <Figure label="Total" paisa={total} strong />
        </Box>
      </Stack>

      {value.method === "cash" && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <TextField
            size="small"
            label="Received (Rs)"
            name="received"
            {...errors.input("received", value.received, (received) => set({ received }))}
            slotProps={{ htmlInput: { inputMode: "decimal", autoComplete: "off" } }}
          />
          <Typography
            data-testid="counter-change"
            sx={{ fontWeight: 700, fontSize: "1.1rem" }}
            aria-live="polite"
          >
            {change === null
              ? ""
              : change < 0
                ? `Short by ${formatRs(paisaToRupees(-change))}`
                : `Change ${formatRs(paisaToRupees(change))}`}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
