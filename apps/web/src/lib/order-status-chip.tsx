import { Chip, type ChipProps } from "@mui/material";
import { FILTER_LABELS, filterOf, type OrderFilter } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";

/**
 * An order's state at a glance, the same for the shopper and the owner: waiting (amber), moving
 * (blue), done (green), stopped (grey). A cancelled order reads "Cancelled" whatever its status.
 */
export const FILTER_COLORS: Record<OrderFilter, ChipProps["color"]> = {
  Pending: "warning",
  Approved: "info",
  "On the way": "info",
  // Ready and waiting for its customer: green, but not yet done (outlined, not filled).
  "Ready for pickup": "success",
  Completed: "success",
  Rejected: "default",
  cancelled: "default",
};

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
