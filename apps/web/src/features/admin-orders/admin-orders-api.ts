import type { Envelope } from "@shop/shared/api";
import { MSG } from "@shop/shared/messages";
import type { AdminOrderStatus } from "@shop/shared/order-lifecycle";
import type { Order } from "@shop/shared/orders";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi, failureMessage } from "../../lib/api.ts";
import { orderKeys, orderQuery } from "../../lib/orders-api.ts";
import { toast } from "../../lib/toast.tsx";

/** Every order, newest first, loaded fresh on each visit. */
export function useAllOrders() {
  return useQuery({
    queryKey: orderKeys.list(),
    queryFn: async () => (await authApi.get<Envelope<Order[]>>("/orders/get-all")).data.data,
    staleTime: 0,
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
      (await authApi.patch<Envelope<Order>>(`/orders/updateStatus/${id}`, undefined, { params: { status } }))
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
    mutationFn: async (id: number) => (await authApi.delete<Envelope<null>>(`/orders/delete/${id}`)).data,
    onSuccess: (result) => {
      toast(result.message ?? MSG.orderDeleted, "success");
      queryClient.invalidateQueries({ queryKey: orderKeys.all });
      onDeleted();
    },
    onError: (error) => toast(failureMessage(error), "error"),
  });
}
