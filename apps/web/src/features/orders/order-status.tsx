import { Typography } from "@mui/material";
import type { Order } from "@shop/shared/orders";

/** What the shopper reads as the order's state: a cancelled order says so whatever its status. */
export function statusLabel(order: Pick<Order, "status" | "canceled">): string {
  if (order.canceled) return "Cancelled";
  return order.status || "cancelled";
}

/** SPEC 4: 'Completed' is green, anything else red. */
export function StatusText({ order }: { order: Pick<Order, "status" | "canceled"> }) {
  const label = statusLabel(order);
  return (
    <Typography
      component="span"
      sx={{
        fontWeight: 600,
        fontSize: "inherit",
        color: label === "Completed" ? "success.main" : "error.main",
      }}
    >
      {label}
    </Typography>
  );
}
