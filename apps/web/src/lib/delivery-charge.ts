import { formatRs } from "@shop/shared/money";
import type { Order } from "@shop/shared/orders";

/**
 * The delivery charge of a placed order as its own line ("Delivery to Dharan", "Rs 150"), for
 * every screen that lists an order's money; null for a store pickup, which has none.
 */
export function deliveryChargeLine(order: Pick<Order, "orderForm" | "deliveryCharge">) {
  if (order.orderForm.deliveryType !== "home") return null;
  return {
    label: `Delivery to ${order.orderForm.city}`,
    value: order.deliveryCharge === 0 ? "Free" : formatRs(order.deliveryCharge),
  };
}
