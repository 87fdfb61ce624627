import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { DeliveryArea } from "@shop/shared/delivery";
import type { CreateOrder, Order } from "@shop/shared/orders";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { authApi, publicApi } from "../../lib/api.ts";

/**
 * POST orders/create with the checkout's Idempotency-Key: a double tap or a retry
 * after a lost answer returns the first order instead of placing a second.
 */
export function usePlaceOrder(options: {
  onSuccess(answer: Envelope<Order>): void;
  onError(error: unknown): void;
}) {
  return useMutation({
    mutationFn: async ({ body, key }: { body: CreateOrder; key: string }) =>
      (
        await authApi.send<Envelope<Order>>(address(ROUTES.orderCreate), {
          body,
          headers: { "Idempotency-Key": key },
        })
      ).data,
    ...options,
  });
}

/** The places the shop delivers to, with their charges (public; the owner's changes show within minutes). */
export function deliveryAreasQuery() {
  return queryOptions({
    queryKey: ["delivery-areas", "active"],
    queryFn: async () =>
      (await publicApi.send<Envelope<DeliveryArea[]>>(address(ROUTES.deliveryAreaList))).data.data,
    staleTime: 60_000,
  });
}

export function useDeliveryAreas() {
  return useQuery(deliveryAreasQuery());
}
