import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import { MSG } from "@shop/shared/messages";
import type { OrderFilter, OrderPage } from "@shop/shared/order-desk";
import type { AdminOrderStatus } from "@shop/shared/order-lifecycle";
import type { Order } from "@shop/shared/orders";
import { ADMIN_PAGE_SIZE } from "@shop/shared/paging";
import type { PaymentRefund } from "@shop/shared/payment-calls";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";
import { failureMessage } from "../../lib/api-errors.ts";
import { orderKeys, orderQuery } from "../../lib/orders-api.ts";
import { saveDownload } from "../../lib/save-download-api.ts";
import { toast } from "../../lib/toast.tsx";

/** What the order desk asks for: status tab, search, Nepal dates and page. */
export interface DeskQuery {
  status?: OrderFilter | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

/** Only the filters that are set, as the server's query parameters. */
function params(query: Omit<DeskQuery, "page">): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    ),
  );
}

/**
 * One page of the order desk (25 rows), with the counts of each status under the same search and
 * dates. The previous page stays on screen while the next one loads.
 */
export function orderDeskQuery(query: DeskQuery) {
  return queryOptions({
    queryKey: orderKeys.desk(query),
    queryFn: async () =>
      (
        await authApi.send<Envelope<OrderPage>>(address(ROUTES.orderList), {
          query: { ...params(query), page: query.page, pageSize: ADMIN_PAGE_SIZE },
        })
      ).data.data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrderDesk(query: DeskQuery) {
  return useQuery(orderDeskQuery(query));
}

/** Downloads the orders under the desk's filters as a CSV file (the server writes it). */
export function useExportCsv() {
  return useMutation({
    mutationFn: async (query: Omit<DeskQuery, "page">) => {
      await saveDownload(address(ROUTES.orderExportCsv), params(query), "orders.csv");
    },
    onError: (error) => toast(failureMessage(error), "error"),
  });
}

export function useOrder(id: number) {
  return useQuery(orderQuery(id));
}

/** Moves an order to another status; the server answers 409 with the reason for a move it refuses. */
export function useSetOrderStatus(id: number, settled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: AdminOrderStatus) =>
      (await authApi.send<Envelope<Order>>(address(ROUTES.orderUpdateStatus, { id }), { query: { status } }))
        .data,
    onSuccess: (result) => {
      toast(result.message ?? MSG.statusUpdated, "success");
      queryClient.invalidateQueries({ queryKey: orderKeys.all });
      settled();
    },
    onError: (error) => {
      toast(failureMessage(error), "error");
      settled();
    },
  });
}

/** Removes an order from the lists (its stock returns when it was live). */
export function useDeleteOrder(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await authApi.send<Envelope<null>>(address(ROUTES.orderDelete, { id }))).data,
    onSuccess: (result) => {
      toast(result.message ?? MSG.orderDeleted, "success");
      queryClient.invalidateQueries({ queryKey: orderKeys.all });
      onDeleted();
    },
    onError: (error) => toast(failureMessage(error), "error"),
  });
}

/** Records the serial numbers of a web order's pieces (each listed product's replace its own). */
export function useSaveSerials(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: { productId: number; serials: string[] }[]) =>
      (await authApi.send<Envelope<Order>>(address(ROUTES.orderSerials, { id }), { body: { lines } })).data,
    onSuccess: (result) => {
      toast(result.message ?? "Serial numbers saved", "success");
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** Records a refund the owner made in the gateway's dashboard: amount (Rs) and a note. */
export function useRecordRefund(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (refund: PaymentRefund) =>
      (await authApi.send<Envelope<Order>>(address(ROUTES.paymentRefund, { orderId: id }), { body: refund }))
        .data,
    onSuccess: (result) => {
      toast(result.message ?? "Refund recorded", "success");
      queryClient.setQueryData(orderKeys.one(id), result.data);
      queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
