import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import { MSG } from "@shop/shared/messages";
import type { Order } from "@shop/shared/orders";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { authApi } from "./api.ts";
import { failureMessage } from "./api-errors.ts";
import { toast } from "./toast.tsx";

/**
 * The order calls that both the shopper's screens and the admin's screens use. Query keys start
 * with "orders" so one invalidation refreshes every order list.
 */
export const orderKeys = {
  all: ["orders"] as const,
  list: () => ["orders", "list"] as const,
  desk: (query: object) => ["orders", "list", query] as const,
  customer: (customerId: number) => ["orders", "customer", customerId] as const,
  one: (id: number) => ["orders", "one", id] as const,
};

/** One order with its timeline (its customer or staff). */
export function orderQuery(id: number) {
  return queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: async () => (await authApi.send<Envelope<Order>>(address(ROUTES.orderGet, { id }))).data.data,
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

/**
 * Cancels an order, or undoes the cancel; the server decides who may, and when. It sends the
 * state the screen asks for, so a double tap leaves the order as the first tap set it. On success
 * the server's message is shown and every order view reloads.
 */
export function useToggleCancel(onDone?: (order: Order) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, canceled }: { id: number; canceled: boolean }) =>
      (
        await authApi.send<Envelope<Order>>(address(ROUTES.orderCancel, { id }), {
          query: { canceled: String(canceled) },
        })
      ).data,
    onSuccess: (result) => {
      toast(result.message ?? MSG.orderCancelled, "success");
      queryClient.invalidateQueries({ queryKey: orderKeys.all });
      onDone?.(result.data);
    },
    onError: (error) => toast(failureMessage(error), "error"),
  });
}
