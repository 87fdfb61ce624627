import type { Envelope } from "@shop/shared/api";
import type { Category } from "@shop/shared/constants";
import type { Product, ProductSort } from "@shop/shared/products";
import type { Software } from "@shop/shared/software";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { publicApi } from "../../lib/api.ts";

export interface CatalogFilter {
  q: string;
  category: Category | "";
  sort: ProductSort | "";
}

/**
 * The shop's products through the public client: a shopper never sees a deleted product, even
 * when an admin browses the shop. Filtering happens on the server (name, brand or model).
 */
export function useCatalog(filter: CatalogFilter) {
  return useQuery({
    queryKey: ["products", "catalog", filter],
    queryFn: async () => {
      const params: Record<string, string> = {};
      if (filter.q.trim()) params.q = filter.q.trim();
      if (filter.category) params.category = filter.category;
      if (filter.sort) params.sort = filter.sort;
      const res = await publicApi.get<Envelope<Product[]>>("/products/get-all", { params });
      return res.data.data;
    },
    // While a new search loads, the last results stay on screen instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
}

/** One product's answer, for the product page and for fetching it ahead of a tap. */
export function productQuery(id: number) {
  return queryOptions({
    queryKey: ["products", "one", id],
    queryFn: async () => (await publicApi.get<Envelope<Product>>(`/products/get/${id}`)).data.data,
  });
}

export function useProduct(id: number) {
  return useQuery({ ...productQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

export function useSoftwareOfferings() {
  return useQuery({
    queryKey: ["software", "list"],
    queryFn: async () => (await publicApi.get<Envelope<Software[]>>("/software/get-all")).data.data,
  });
}
