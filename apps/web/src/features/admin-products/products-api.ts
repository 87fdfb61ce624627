import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Product, ProductHistory, ProductPage, ProductStatus } from "@shop/shared/products";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";
import { productKeys } from "../../lib/product-keys.ts";
import { progressHandler } from "../../lib/upload-progress.tsx";

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
export function adminProductPageQuery({ q, status, page, pageSize }: AdminListQuery) {
  return queryOptions({
    queryKey: productKeys.adminPage({ q, status, page, pageSize }),
    queryFn: async () =>
      (
        await authApi.send<Envelope<ProductPage>>(address(ROUTES.productList), {
          query: { q: q.trim() || undefined, status: status || undefined, page, pageSize },
        })
      ).data.data,
    placeholderData: keepPreviousData,
  });
}

export function useAdminProductPage(query: AdminListQuery) {
  return useQuery(adminProductPageQuery(query));
}

export function adminProductQuery(id: number) {
  return queryOptions({
    queryKey: productKeys.adminOne(id),
    queryFn: async () =>
      (await authApi.send<Envelope<Product>>(address(ROUTES.productGet, { id }))).data.data,
    enabled: Number.isInteger(id) && id > 0,
    // The update form is filled once from fresh data, never from a stale cache.
    staleTime: 0,
  });
}

export function useAdminProduct(id: number) {
  return useQuery(adminProductQuery(id));
}

export function productHistoryQuery(id: number) {
  return queryOptions({
    queryKey: productKeys.history(id),
    queryFn: async () =>
      (await authApi.send<Envelope<ProductHistory[]>>(address(ROUTES.productHistory, { id }))).data.data,
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

export function useProductHistory(id: number) {
  return useQuery(productHistoryQuery(id));
}

interface Upload {
  form: FormData;
  onPercent: (percent: number) => void;
}

/**
 * Saves the product form with its pictures: POST products/create without an id, PUT
 * products/update/:id with one (new pictures only when chosen); `onPercent` follows the upload.
 * Every product list and product refreshes after it.
 */
export function useSaveProduct(id?: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ form, onPercent }: Upload) => {
      const config = { body: form, onUploadProgress: progressHandler(onPercent) };
      const to = id === undefined ? address(ROUTES.productCreate) : address(ROUTES.productUpdate, { id });
      return (await authApi.send<Envelope<Product>>(to, config)).data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
  return (form: FormData, onPercent: (percent: number) => void) => mutation.mutateAsync({ form, onPercent });
}

/**
 * Delete (hide from the shop) or restore: separate idempotent calls. `onDone` runs first, then
 * every product list refreshes before the call settles.
 */
export function useSetProductDeleted(onDone: (change: { deleted: boolean }) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, deleted }: { id: number; deleted: boolean }) =>
      (
        await authApi.send<Envelope<Product>>(
          address(deleted ? ROUTES.productDelete : ROUTES.productRestore, { id }),
        )
      ).data,
    onSuccess: async (_answer, change) => {
      onDone(change);
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

/**
 * PATCH products/add-quantity/:id?quantity=&remarks=: adds stock, and the remarks go in its
 * history row. `onAdded` runs first, then every product list refreshes before the call settles.
 */
export function useAddQuantity(onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, quantity, remarks }: { id: number; quantity: number; remarks: string }) =>
      (
        await authApi.send<Envelope<Product>>(address(ROUTES.productAddQuantity, { id }), {
          query: { quantity, remarks },
        })
      ).data,
    onSuccess: async () => {
      onAdded();
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
