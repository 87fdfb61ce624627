import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { WarrantyItem } from "@shop/shared/warranty";
import { useQuery } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";

export type WarrantyQuery = { serial: string } | { phone: string };

/** The pieces sold with this serial, or to this phone, each with its warranty's last day. */
export function useWarrantyLookup(query: WarrantyQuery | null) {
  return useQuery({
    queryKey: ["warranty", query],
    queryFn: async () =>
      (
        await authApi.send<Envelope<{ items: WarrantyItem[] }>>(address(ROUTES.warrantyLookup), {
          query: query ?? {},
        })
      ).data.data.items,
    enabled: query !== null,
    staleTime: 0,
  });
}
