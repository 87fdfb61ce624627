import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Product } from "@shop/shared/products";
import { type UseQueryResult, useQueries } from "@tanstack/react-query";
import { publicApi } from "../../lib/api.ts";
import { ApiError } from "../../lib/api-errors.ts";
import { productKeys } from "../../lib/product-keys.ts";

/** One product as it is now, through the public client (a deleted one is not found). */
function currentProductQuery(id: number) {
  return {
    queryKey: productKeys.one(id),
    queryFn: async () =>
      (await publicApi.send<Envelope<Product>>(address(ROUTES.productGet, { id }))).data.data,
    staleTime: 0,
  };
}

const gone = (error: unknown) => error instanceof ApiError && error.response.status === 404;

/**
 * The products once every answer is in (a product the shop no longer sells is left out, so the
 * cart marks it); undefined while one is missing or failed (offline, the cart stays as it was).
 */
function everyAnswer(results: UseQueryResult<Product>[]): Product[] | undefined {
  if (!results.every((r) => r.isSuccess || gone(r.error))) return undefined;
  return results.flatMap((r) => (r.data ? [r.data] : []));
}

/**
 * The cart's products as they are now, each by its own answer (never the whole catalog, which a
 * shop of thousands of products does not send), so the cart shows today's prices and stock.
 */
export function useCurrentProducts(ids: readonly number[]): Product[] | undefined {
  return useQueries({ queries: ids.map(currentProductQuery), combine: everyAnswer });
}
