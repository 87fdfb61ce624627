import { Chip, type ChipProps } from "@mui/material";
import type { Order } from "@shop/shared/orders";
import { PAYMENT_STATUS_LABELS, type PaymentStatus, shownPaymentStatus } from "@shop/shared/payments";

const COLORS: Record<PaymentStatus, ChipProps["color"]> = {
  unpaid: "default",
  pending: "warning",
  paid: "success",
  refunded: "info",
};

/** Where an order's money stands, on the desk: Unpaid, Pending, Paid or Refunded. */
export function PaymentChip({ order }: { order: Pick<Order, "channel" | "status" | "payment"> }) {
  const status = shownPaymentStatus(order);
  return (
    <Chip
      size="small"
      variant={status === "paid" ? "filled" : "outlined"}
      color={COLORS[status]}
      label={PAYMENT_STATUS_LABELS[status]}
      data-testid="payment-chip"
    />
  );
}
