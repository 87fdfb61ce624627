import type { OrderFilter } from "@shop/shared/order-desk";

/**
 * An order's state at a glance, the same for the shopper and the owner: waiting (amber), moving
 * (blue), done (green), stopped (grey). Read by both status chips (MUI's and the plain one), so
 * they never disagree.
 */
export const FILTER_COLORS = {
  Pending: "warning",
  Approved: "info",
  "On the way": "info",
  // Ready and waiting for its customer: green, but not yet done (outlined, not filled).
  "Ready for pickup": "success",
  Completed: "success",
  Rejected: "default",
  cancelled: "default",
} as const satisfies Record<OrderFilter, "warning" | "info" | "success" | "default">;
