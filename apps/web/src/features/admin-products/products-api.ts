import type { Envelope } from "@shop/shared/api";
import type { Product, ProductHistory } from "@shop/shared/products";
import { useQuery } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";

/** Every product, deleted ones too (the admin's token asks for them). */
export function useAdminProducts() {
  return useQuery({
    queryKey: ["products", "admin"],
    queryFn: async () => (await authApi.get<Envelope<Product[]>>("/products/get-all")).data.data,
  });
}

export function useAdminProduct(id: number) {
  return useQuery({
    queryKey: ["products", "admin", id],
    queryFn: async () => (await authApi.get<Envelope<Product>>(`/products/get/${id}`)).data.data,
    enabled: Number.isInteger(id) && id > 0,
    // The update form is filled once from fresh data, never from a stale cache.
    staleTime: 0,
  });
}

export function useProductHistory(id: number) {
  return useQuery({
    queryKey: ["products", "history", id],
    queryFn: async () =>
      (await authApi.get<Envelope<ProductHistory[]>>(`/products/get-history/${id}`)).data.data,
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}
