import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Order } from "@shop/shared/orders";
import type { PaymentOptions, PaymentStarted } from "@shop/shared/payment-calls";
import type { Gateway, PaymentMethod } from "@shop/shared/payments";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi, publicApi } from "./api.ts";
import { orderKeys } from "./orders-api.ts";

/**
 * The shopper's payment calls, used by the checkout and by the order's own page: which gateways
 * the shop takes, starting a payment (then the browser goes to the gateway), and paying another
 * way instead.
 */
export const paymentKeys = { options: () => ["payments", "options"] as const };

export function paymentOptionsQuery() {
  return queryOptions({
    queryKey: paymentKeys.options(),
    queryFn: async () =>
      (await publicApi.send<Envelope<PaymentOptions>>(address(ROUTES.paymentOptions))).data.data,
    staleTime: 5 * 60_000,
  });
}

/**
 * The gateways the shop takes (none until the answer arrives, or when it fails), and whether the
 * answer has arrived.
 */
export function useOnlineGateways(): { gateways: Gateway[]; known: boolean } {
  const options = useQuery(paymentOptionsQuery());
  return { gateways: options.data?.gateways ?? [], known: options.isSuccess };
}

/**
 * Sends the browser to the gateway: Khalti's payment page by its address, eSewa's by posting the
 * signed form the shop made (a form element, as eSewa's contract asks).
 */
export function goToGateway(started: PaymentStarted): void {
  if ("redirectUrl" in started) {
    window.location.assign(started.redirectUrl);
    return;
  }
  const form = document.createElement("form");
  form.method = "POST";
  form.action = started.formUrl;
  for (const [name, value] of Object.entries(started.fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** POST payments/start/:orderId: answers where to send the browser (goToGateway). */
export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, gateway }: { orderId: number; gateway: Gateway }) =>
      (
        await authApi.send<Envelope<PaymentStarted>>(address(ROUTES.paymentStart, { orderId }), {
          body: { gateway },
        })
      ).data.data,
    // The order is pending now (or the start failed): every view of it reloads.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** POST payments/switch/:orderId: pay another way (cash on delivery, at the store, another gateway). */
export function useSwitchPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, method }: { orderId: number; method: PaymentMethod }) =>
      (
        await authApi.send<Envelope<Order>>(address(ROUTES.paymentSwitch, { orderId }), {
          body: { method },
        })
      ).data,
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKeys.one(answer.data.id), answer.data);
      queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
