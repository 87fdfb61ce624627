import type { Envelope } from "@shop/shared/api";
import type { Order } from "@shop/shared/orders";
import { authApi } from "./api.ts";

/**
 * The order calls of SPEC 7.2 that both the shopper's screens and the admin's screens use.
 * Query keys start with "orders" so one invalidation refreshes every order list.
 */
export const orderKeys = {
  all: ["orders"] as const,
  list: () => ["orders", "list"] as const,
  customer: (customerId: number) => ["orders", "customer", customerId] as const,
  one: (id: number) => ["orders", "one", id] as const,
};

export async function fetchOrder(id: number): Promise<Order> {
  const res = await authApi.get<Envelope<Order>>(`/orders/get/${id}`);
  return res.data.data;
}

/** Toggles the cancelled flag; answers the updated order and the server's message. */
export async function toggleCancelOrder(id: number): Promise<Envelope<Order>> {
  const res = await authApi.patch<Envelope<Order>>(`/orders/cancel/${id}`);
  return res.data;
}
