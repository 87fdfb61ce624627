import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import { useQuery } from "@tanstack/react-query";
import { authApi } from "./api.ts";

export interface OrderNews {
  latestId: number;
  items: { id: number; createdDate: string; fullName: string; total: number }[];
}

/** How often the desk and the counter ask for new web orders. */
export const NEWS_EVERY_MS = 4000;

/**
 * The web orders placed after `after` (the newest order id the screen has seen), asked every few
 * seconds while the screen is open, also in a background tab (the owner may be on another one).
 */
export function useOrderNews(after: number | undefined) {
  return useQuery({
    queryKey: ["orders", "news", after ?? null],
    queryFn: async () =>
      (
        await authApi.send<Envelope<OrderNews>>(address(ROUTES.orderNews), {
          query: after === undefined ? {} : { after },
        })
      ).data.data,
    refetchInterval: NEWS_EVERY_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}
