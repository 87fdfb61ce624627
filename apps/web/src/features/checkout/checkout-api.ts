import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { DeliveryArea } from "@shop/shared/delivery";
import type { CreateOrder, Order } from "@shop/shared/orders";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi, publicApi } from "../../lib/api.ts";
import { deliveryAreaKeys } from "../../lib/delivery-area-keys.ts";
import { orderKeys } from "../../lib/orders-api.ts";

/**
 * POST orders/create with the checkout's Idempotency-Key: a double tap or a retry
 * after a lost answer returns the first order instead of placing a second. Every order list
 * reloads, and the new order is in the cache before `onSuccess` runs: the thank-you page shows it
 * at once, then loads it with its timeline.
 */
export function usePlaceOrder(options: {
  onSuccess(answer: Envelope<Order>): void;
  onError(error: unknown): void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: CreateOrder; key: string }) =>
      (
        await authApi.send<Envelope<Order>>(address(ROUTES.orderCreate), {
          body,
          headers: { "Idempotency-Key": key },
        })
      ).data,
    onSuccess: (result) => {
      queryClient.invalidateQueries({ queryKey: orderKeys.all });
      queryClient.setQueryData(orderKeys.one(result.data.id), result.data);
      options.onSuccess(result);
    },
    onError: options.onError,
  });
}

/** The places the shop delivers to, with their charges (public; the owner's changes show within minutes). */
export function deliveryAreasQuery() {
  return queryOptions({
    queryKey: deliveryAreaKeys.active(),
    queryFn: async () =>
      (await publicApi.send<Envelope<DeliveryArea[]>>(address(ROUTES.deliveryAreaList))).data.data,
    staleTime: 60_000,
  });
}

export function useDeliveryAreas() {
  return useQuery(deliveryAreasQuery());
}
