import { address, ROUTES } from "@shop/shared/api-routes";
import { useQuery } from "@tanstack/react-query";
import { authApi } from "./api.ts";

export interface Waiting {
  pendingOrders: number;
  unreadMessages: number;
}

/**
 * What waits for the owner (Pending orders, unread messages), for the admin sidebar. Asked again
 * every minute and whenever an order view reloads: the key starts with "orders", so every order
 * change refreshes it; marking a message read refreshes it by this key.
 */
export const WAITING_KEY = ["orders", "waiting"] as const;

export function useWaiting(enabled: boolean) {
  return useQuery({
    queryKey: WAITING_KEY,
    queryFn: async () =>
      (await authApi.send<{ Waiting: Waiting }>(address(ROUTES.dashboardWaiting))).data.Waiting,
    enabled,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
}
