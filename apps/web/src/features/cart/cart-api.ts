import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Product } from "@shop/shared/products";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicApi } from "../../lib/api.ts";
import { productKeys } from "../../lib/product-keys.ts";

/** The catalog as it is now, so the cart shows today's prices and stock. */
export function currentProductsQuery() {
  return queryOptions({
    queryKey: productKeys.current(),
    queryFn: async () => (await publicApi.send<Envelope<Product[]>>(address(ROUTES.productList))).data.data,
    staleTime: 0,
  });
}

export function useCurrentProducts() {
  return useQuery(currentProductsQuery());
}
