import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Order } from "@shop/shared/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";
import { orderKeys, orderQuery } from "../../lib/orders-api.ts";

/** The signed-in customer's orders, newest first. */
export function myOrdersQuery(customerId: number | null) {
  return queryOptions({
    queryKey: orderKeys.customer(customerId ?? 0),
    queryFn: async () =>
      (
        await authApi.send<Envelope<Order[]>>(
          address(ROUTES.orderCustomerOrders, { customerId: customerId ?? 0 }),
        )
      ).data.data,
    enabled: customerId !== null,
  });
}

export function useMyOrders(customerId: number | null) {
  return useQuery(myOrdersQuery(customerId));
}

/**
 * One of the customer's orders with its timeline, for the details dialog and the order's page.
 * `whilePaymentPending`: asked again every few seconds while its online payment is being
 * confirmed, so the page turns to paid (or not) by itself.
 */
export function useMyOrder(id: number | null, options: { whilePaymentPending?: boolean } = {}) {
  return useQuery({
    ...orderQuery(id ?? 0),
    enabled: id !== null && id > 0,
    refetchInterval: (query) =>
      options.whilePaymentPending && query.state.data?.payment.status === "pending" ? 4000 : false,
  });
}
