import { Chip } from "@mui/material";
import type { Order } from "@shop/shared/orders";

/** Status at a glance for the owner: waiting (amber), moving (blue), done (green), stopped (red). */
function statusColor(order: Order): "default" | "warning" | "info" | "success" | "error" {
  if (order.canceled || order.status === "Rejected") return "error";
  if (order.status === "Completed") return "success";
  if (order.status === "Pending") return "warning";
  return "info";
}

export function OrderStatusChip({ order }: { order: Order }) {
  return (
    <Chip
      size="small"
      color={statusColor(order)}
      variant="outlined"
      label={order.canceled ? `${order.status}, cancelled` : order.status}
    />
  );
}
