import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { CustomerMessage } from "@shop/shared/company";
import { ADMIN_PAGE_SIZE, type Page } from "@shop/shared/paging";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";
import { failureMessage } from "../../lib/api-errors.ts";
import { toast } from "../../lib/toast.tsx";
import { WAITING_KEY } from "../../lib/waiting-api.ts";

export const messageKeys = {
  all: ["admin", "messages"] as const,
  page: (query: { page: number; unread: boolean }) => ["admin", "messages", query] as const,
};

/** One page of customer messages, newest first; only the unread ones when asked. */
export function messagesQuery(query: { page: number; unread: boolean }) {
  return queryOptions({
    queryKey: messageKeys.page(query),
    queryFn: async () =>
      (
        await authApi.send<Envelope<Page<CustomerMessage>>>(address(ROUTES.messageList), {
          query: {
            page: query.page,
            pageSize: ADMIN_PAGE_SIZE,
            ...(query.unread ? { unread: "true" } : {}),
          },
        })
      ).data.data,
    placeholderData: keepPreviousData,
  });
}

export function useMessages(query: { page: number; unread: boolean }) {
  return useQuery(messagesQuery(query));
}

/** Marks a message read or new again; the list and the sidebar's count follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, read }: { id: number; read: boolean }) =>
      (
        await authApi.send<Envelope<CustomerMessage>>(address(ROUTES.messageRead, { id }), {
          query: { read },
        })
      ).data,
    onError: (error) => toast(failureMessage(error), "error"),
    onSettled: () => {
      client.invalidateQueries({ queryKey: messageKeys.all });
      client.invalidateQueries({ queryKey: WAITING_KEY });
    },
  });
}
