import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Product } from "@shop/shared/products";
import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../../lib/api.ts";

/** The catalog as it is now, so the cart shows today's prices and stock. */
export function useCurrentProducts() {
  return useQuery({
    queryKey: ["products", "all"],
    queryFn: async () => (await publicApi.send<Envelope<Product[]>>(address(ROUTES.productList))).data.data,
    staleTime: 0,
  });
}
