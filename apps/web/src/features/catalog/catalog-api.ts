import type { Envelope } from "@shop/shared/api";
import { address, ROUTES, type RouteAddress } from "@shop/shared/api-routes";
import type { Category } from "@shop/shared/constants";
import type { Product, ProductPage, ProductSort } from "@shop/shared/products";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { preloadedDate, publicApi, takeArrived, takePreloaded } from "../../lib/api.ts";
import { notePricesAsOf } from "../../lib/prices-as-of.ts";
import { productKeys } from "../../lib/product-keys.ts";
import { softwareListQuery } from "../../lib/software-api.ts";

/**
 * A query's first data from the answer the page's start script already has for `to` (taken
 * once, with the time it came, so it counts as fresh for the usual 30 s): the first render shows
 * the catalog or the product instead of its placeholders.
 */
function fromStartScript<T>(to: RouteAddress) {
  let at: number | undefined;
  return {
    initialData: () => {
      const arrived = takeArrived<Envelope<T>>(to);
      at = arrived?.at;
      if (arrived) notePricesAsOf(preloadedDate(to));
      return arrived?.body.data;
    },
    initialDataUpdatedAt: () => at,
  };
}

/**
 * A public GET's data, priced: the time of its answer is noted for the offline banner. Without
 * query values the answer may already be on its way, asked for by the page's start script (the
 * whole catalog, a product page's product): that one is taken.
 */
async function publicGet<T>(to: RouteAddress, query: Record<string, string> = {}): Promise<T> {
  const early = Object.keys(query).length === 0 ? await takePreloaded<Envelope<T>>(to) : null;
  if (early) {
    notePricesAsOf(preloadedDate(to));
    return early.data;
  }
  const res = await publicApi.send<Envelope<T>>(to, { query });
  notePricesAsOf(res.date);
  return res.data.data;
}

export interface CatalogFilter {
  q: string;
  category: Category | "";
  sort: ProductSort | "";
  /** One brand, or "" for all. */
  brand: string;
  /** Rupees as typed (whole or with two decimals), or "" for no bound. */
  minPrice: string;
  maxPrice: string;
}

/** The filter's query values for products/get-all: only those set. */
function catalogQuery(filter: CatalogFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.q.trim()) params.q = filter.q.trim();
  if (filter.category) params.category = filter.category;
  if (filter.sort) params.sort = filter.sort;
  if (filter.brand) params.brand = filter.brand;
  if (filter.minPrice) params.minPrice = filter.minPrice;
  if (filter.maxPrice) params.maxPrice = filter.maxPrice;
  return params;
}

/**
 * The shop's products through the public client: a shopper never sees a deleted product, even
 * when an admin browses the shop. Filtering happens on the server (name, brand or model).
 */
export function useCatalog(filter: CatalogFilter) {
  const whole = Object.keys(catalogQuery(filter)).length === 0;
  return useQuery({
    ...(whole ? fromStartScript<Product[]>(address(ROUTES.productList)) : {}),
    queryKey: productKeys.catalog(filter),
    queryFn: () => publicGet<Product[]>(address(ROUTES.productList), catalogQuery(filter)),
    // While a new search loads, the last results stay on screen instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
}

/**
 * "Did you mean": the names closest to a search that found nothing. Asked only then, as the first
 * page of the same search (a page that finds nothing carries the server's suggestions).
 */
export function useSearchSuggestions(filter: CatalogFilter, nothingFound: boolean) {
  const q = filter.q.trim();
  return useQuery({
    queryKey: productKeys.suggestions(filter),
    enabled: nothingFound && q !== "",
    queryFn: async () => {
      const query = { ...catalogQuery(filter), page: "1", pageSize: "1" };
      const res = await publicApi.send<Envelope<ProductPage>>(address(ROUTES.productList), { query });
      return res.data.data.suggestions ?? [];
    },
  });
}

/** One product's answer, for the product page and for fetching it ahead of a tap. */
export function productQuery(id: number) {
  return queryOptions({
    queryKey: productKeys.one(id),
    queryFn: () => publicGet<Product>(address(ROUTES.productGet, { id })),
  });
}

/**
 * The product as a catalog page already listed it (the same fields as its own answer): a product
 * tapped in the catalog shows at once, while its own answer (today's price and stock) comes.
 */
function listedProduct(queryClient: QueryClient, id: number): Product | undefined {
  for (const [, listed] of queryClient.getQueriesData<Product[] | { items: Product[] }>({
    queryKey: productKeys.catalog({}).slice(0, 2),
  })) {
    const found = (Array.isArray(listed) ? listed : listed?.items)?.find((p) => p.id === id);
    if (found) return found;
  }
  return undefined;
}

export function useProduct(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQuery(id),
    ...fromStartScript<Product>(address(ROUTES.productGet, { id })),
    placeholderData: () => listedProduct(queryClient, id),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useSoftwareOfferings() {
  return useQuery(softwareListQuery());
}

/** The best sellers (GET orders/getPopular-products). */
export function popularProductsQuery() {
  return queryOptions({
    queryKey: productKeys.popular(),
    queryFn: async () => {
      const res = await publicApi.send<Envelope<Product[]>>(address(ROUTES.orderPopularProducts));
      notePricesAsOf(res.date);
      return res.data.data;
    },
  });
}
