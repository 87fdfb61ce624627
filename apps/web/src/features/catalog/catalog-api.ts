import type { Envelope } from "@shop/shared/api";
import { address, ROUTES, type RouteAddress } from "@shop/shared/api-routes";
import type { Category } from "@shop/shared/constants";
import type { Product, ProductPage, ProductSort } from "@shop/shared/products";
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { preloadedDate, publicApi, takeArrived, takePreloaded } from "../../lib/api.ts";
import { notePricesAsOf } from "../../lib/prices-as-of.ts";
import { productKeys } from "../../lib/product-keys.ts";
import { softwareListQuery } from "../../lib/software-api.ts";
import { catalogPageQuery } from "./catalog-paging.ts";

/**
 * A query's first data from the answer the page's start script already has for `to` and `query`
 * (taken once, with the time it came, so it counts as fresh for the usual 30 s): the first render
 * shows the catalog or the product instead of its placeholders.
 */
function fromStartScript<T, D = T>(
  to: RouteAddress,
  query: Record<string, string> = {},
  shape: (data: T) => D = (data) => data as unknown as D,
) {
  let at: number | undefined;
  return {
    initialData: () => {
      const arrived = takeArrived<Envelope<T>>(to, query);
      at = arrived?.at;
      if (!arrived) return undefined;
      notePricesAsOf(preloadedDate(to, query));
      return shape(arrived.body.data);
    },
    initialDataUpdatedAt: () => at,
  };
}

/**
 * A public GET's data, priced: the time of its answer is noted for the offline banner. The answer
 * may already be on its way, asked for by the page's start script (the catalog's first page, a
 * product page's product): that one is taken.
 */
async function publicGet<T>(to: RouteAddress, query: Record<string, string> = {}): Promise<T> {
  const early = await takePreloaded<Envelope<T>>(to, query);
  if (early) {
    notePricesAsOf(preloadedDate(to, query));
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
function filterValues(filter: CatalogFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.q.trim()) params.q = filter.q.trim();
  if (filter.category) params.category = filter.category;
  if (filter.sort) params.sort = filter.sort;
  if (filter.brand) params.brand = filter.brand;
  if (filter.minPrice) params.minPrice = filter.minPrice;
  if (filter.maxPrice) params.maxPrice = filter.maxPrice;
  return params;
}

/** The catalog pages loaded so far, in order. */
export type CatalogPages = InfiniteData<ProductPage, number>;

/**
 * The shop's products through the public client, a page at a time: a shopper never sees a deleted
 * product, even when an admin browses the shop, and the app never asks for the whole catalog.
 * Filtering, searching and sorting happen on the server.
 */
export function catalogQuery(filter: CatalogFilter) {
  const values = filterValues(filter);
  const list = address(ROUTES.productList);
  return infiniteQueryOptions({
    // The first page without a filter is the one the start script asks for on /product.
    ...fromStartScript<ProductPage, CatalogPages>(list, { ...values, ...catalogPageQuery(1) }, (first) => ({
      pages: [first],
      pageParams: [1],
    })),
    queryKey: productKeys.catalog(filter),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => publicGet<ProductPage>(list, { ...values, ...catalogPageQuery(pageParam) }),
    getNextPageParam: (last: ProductPage) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

/**
 * The catalog for `filter` with its first `pages` pages (the address's ?page=, so a shared or
 * reloaded link shows as much as it did): they are asked one after the other, each once the one
 * before it is in.
 */
export function useCatalog(filter: CatalogFilter, pages = 1) {
  const catalog = useInfiniteQuery({
    ...catalogQuery(filter),
    // While a new search loads, the last results stay on screen instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData, fetchNextPage } =
    catalog;
  const loaded = data?.pages.length ?? 0;
  useEffect(() => {
    if (loaded === 0 || loaded >= pages || isPlaceholderData) return;
    // A failed page waits for the shopper's "Load more" (or reload) instead of being asked in a loop.
    if (!hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    void fetchNextPage();
  }, [
    loaded,
    pages,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    isPlaceholderData,
    fetchNextPage,
  ]);
  const products = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  const first = data?.pages[0];
  return {
    catalog,
    /** Every product of the pages loaded so far. */
    products,
    /** How many products match the filter in all. */
    total: data?.pages[data.pages.length - 1]?.total,
    /** The brands of every match with the brand left out (the server names them on the first page). */
    brands: first?.brands,
    /** A search that found nothing: the closest names ("Did you mean"). */
    suggestions: first?.suggestions,
  };
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
  for (const [, listed] of queryClient.getQueriesData<CatalogPages>({
    queryKey: productKeys.catalog({}).slice(0, 2),
  })) {
    for (const page of listed?.pages ?? []) {
      const found = page.items.find((p) => p.id === id);
      if (found) return found;
    }
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
