import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { CreateOrder, Order } from "@shop/shared/orders";
import { useMutation } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";

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
