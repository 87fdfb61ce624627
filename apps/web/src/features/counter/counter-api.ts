import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import { PHONE_PATTERN } from "@shop/shared/constants";
import type { CounterSaleAnswer, CounterSaleInput } from "@shop/shared/counter";
import type { ProductPage } from "@shop/shared/products";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";
import { billKeys } from "../../lib/bills-api.ts";
import { orderKeys } from "../../lib/orders-api.ts";

/** Products on sale matching what was typed or scanned (name, brand or model), with their stock. */
export function useCounterSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ["products", "counter", text],
    queryFn: async () =>
      (
        await authApi.send<Envelope<ProductPage>>(address(ROUTES.productList), {
          query: { q: text, status: "active", page: 1, pageSize: 8 },
        })
      ).data.data.items,
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Who bought with this phone before (a customer account, or an earlier counter buyer). */
export function useBuyerLookup(phone: string) {
  return useQuery({
    queryKey: ["counter", "buyer", phone],
    queryFn: async () =>
      (
        await authApi.send<Envelope<{ name: string; pan: string } | null>>(address(ROUTES.counterBuyer), {
          query: { phone },
        })
      ).data.data,
    enabled: PHONE_PATTERN.test(phone),
    staleTime: 60_000,
  });
}

/** Completes a sale: the answer holds the order, its bill and the change. Every list it touches reloads. */
export function useCompleteSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sale: CounterSaleInput) =>
      (await authApi.send<Envelope<CounterSaleAnswer>>(address(ROUTES.counterCreate), { body: sale })).data
        .data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["products"] });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: billKeys.all });
    },
  });
}
