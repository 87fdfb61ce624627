import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Bill } from "@shop/shared/bills";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { authApi } from "./api.ts";

/**
 * The bill calls that the printable bill page, the counter and the owner's book all use. Keys start
 * with "bills" so one invalidation refreshes every bill view.
 */
export const billKeys = {
  all: ["bills"] as const,
  one: (id: number) => ["bills", "one", id] as const,
  list: () => ["bills", "list"] as const,
};

/** One bill or credit note (staff, or the customer of its order). Viewing it is not a print. */
export function billQuery(id: number) {
  return queryOptions({
    queryKey: billKeys.one(id),
    queryFn: async () => (await authApi.send<Envelope<Bill>>(address(ROUTES.billGet, { id }))).data.data,
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

/**
 * Records a print before the browser's print dialog opens and answers which it is: 0 for the
 * original, n for "Copy of Original (n)", which the page then puts on the paper.
 */
export function useRecordPrint(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await authApi.send<Envelope<{ copy: number }>>(address(ROUTES.billPrint, { id }))).data.data.copy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billKeys.one(id) }),
  });
}
