import { Chip } from "@mui/material";
import { FILTER_LABELS, filterOf } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { FILTER_COLORS } from "./order-status-colors.ts";

/**
 * An order's state at a glance (colours: order-status-colors.ts). A cancelled order reads
 * "Cancelled" whatever its status. The shopper's pages draw the same chip plainly
 * (plain-order-status-chip.tsx).
 */
export function OrderStatusChip({ order }: { order: Pick<Order, "status" | "canceled"> }) {
  const filter = filterOf(order);
  return (
    <Chip
      size="small"
      color={FILTER_COLORS[filter]}
      variant={filter === "Completed" ? "filled" : "outlined"}
      label={FILTER_LABELS[filter]}
      sx={{ fontWeight: 600 }}
    />
  );
}
