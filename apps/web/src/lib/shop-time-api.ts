import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import { SHOP_TIME_ZONE, shopDay } from "@shop/shared/dates";
import type { ShopTime } from "@shop/shared/shop-time";
import { useQuery } from "@tanstack/react-query";
import { publicApi } from "./api.ts";

/** The shop's time zone and today there, asked once per visit (it changes only with the server's settings). */
export function useShopTime() {
  return useQuery({
    queryKey: ["shop", "time"],
    queryFn: async () => (await publicApi.send<Envelope<ShopTime>>(address(ROUTES.shopTime))).data.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The zone every date on a page is written in: the server's SHOP_TIMEZONE (Nepal until it answers). */
export function useShopTimeZone(): string {
  return useShopTime().data?.timeZone ?? SHOP_TIME_ZONE;
}

/**
 * Today in the shop ("2026-11-29"). Until the server answers, today in Nepal by this device's
 * clock: not the UTC day, which is still yesterday for the first hours of Nepal's morning.
 */
export function useShopToday(): string {
  const time = useShopTime().data;
  return time?.today ?? shopDay(new Date(), time?.timeZone);
}
