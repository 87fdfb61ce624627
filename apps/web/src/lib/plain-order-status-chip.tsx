import "./plain-ui.css";
import { FILTER_LABELS, filterOf } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { FILTER_COLORS } from "./order-status-colors.ts";

/**
 * The order status chip of order-status-chip.tsx drawn with plain elements, for the shopper's
 * account pages, which load no MUI. Same words, colours and size: filled once completed,
 * outlined before.
 */
export function PlainOrderStatusChip({ order }: { order: Pick<Order, "status" | "canceled"> }) {
  const filter = filterOf(order);
  const color = FILTER_COLORS[filter];
  const classes = ["pu-chip", "pu-chip-status", "pu-chip-strong"];
  if (filter !== "Completed") classes.push("pu-chip-outlined");
  if (color !== "default") classes.push(`pu-chip-${color}`);
  return <span className={classes.join(" ")}>{FILTER_LABELS[filter]}</span>;
}
