import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Product, ProductHistory, ProductPage, ProductStatus } from "@shop/shared/products";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { authApi } from "../../lib/api.ts";
import { progressHandler } from "../../lib/upload-progress.tsx";

/** Every product query key starts with "products", so one invalidation refreshes the lists. */
const PRODUCTS = ["products"] as const;

export interface AdminListQuery {
  q: string;
  status: ProductStatus | "";
  page: number;
  pageSize: number;
}

/**
 * One page of the admin's product list, searched and filtered on the server (deleted products
 * too: the admin's token asks for them). The last page stays on screen while the next loads.
 */
export function useAdminProductPage({ q, status, page, pageSize }: AdminListQuery) {
  return useQuery({
    queryKey: [...PRODUCTS, "admin", "page", { q, status, page, pageSize }],
    queryFn: async () =>
      (
        await authApi.send<Envelope<ProductPage>>(address(ROUTES.productList), {
          query: { q: q.trim() || undefined, status: status || undefined, page, pageSize },
        })
      ).data.data,
    placeholderData: keepPreviousData,
  });
}

export function useAdminProduct(id: number) {
  return useQuery({
    queryKey: [...PRODUCTS, "admin", id],
    queryFn: async () =>
      (await authApi.send<Envelope<Product>>(address(ROUTES.productGet, { id }))).data.data,
    enabled: Number.isInteger(id) && id > 0,
    // The update form is filled once from fresh data, never from a stale cache.
    staleTime: 0,
  });
}

export function useProductHistory(id: number) {
  return useQuery({
    queryKey: [...PRODUCTS, "history", id],
    queryFn: async () =>
      (await authApi.send<Envelope<ProductHistory[]>>(address(ROUTES.productHistory, { id }))).data.data,
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

/** Refreshes every product list and product after a change. */
export function useRefreshProducts() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: PRODUCTS }), [queryClient]);
}

/** POST products/create with its pictures; `onPercent` follows the upload. */
export async function createProduct(form: FormData, onPercent: (percent: number) => void) {
  return (
    await authApi.send<Envelope<Product>>(address(ROUTES.productCreate), {
      body: form,
      onUploadProgress: progressHandler(onPercent),
    })
  ).data;
}

/** PUT products/update/:id with any new pictures; `onPercent` follows the upload. */
export async function updateProduct(id: number, form: FormData, onPercent: (percent: number) => void) {
  return (
    await authApi.send<Envelope<Product>>(address(ROUTES.productUpdate, { id }), {
      body: form,
      onUploadProgress: progressHandler(onPercent),
    })
  ).data;
}

/** Delete (hide from the shop) or restore: separate idempotent calls. */
export async function setProductDeleted(id: number, deleted: boolean) {
  return deleted
    ? (await authApi.send<Envelope<Product>>(address(ROUTES.productDelete, { id }))).data
    : (await authApi.send<Envelope<Product>>(address(ROUTES.productRestore, { id }))).data;
}

/** PATCH products/add-quantity/:id?quantity=&remarks=: adds stock, and the remarks go in its history row. */
export async function addQuantity(id: number, quantity: number, remarks: string) {
  return (
    await authApi.send<Envelope<Product>>(address(ROUTES.productAddQuantity, { id }), {
      query: { quantity, remarks },
    })
  ).data;
}
