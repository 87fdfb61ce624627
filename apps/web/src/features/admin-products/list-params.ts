import { PRODUCT_STATUSES, type ProductStatus } from "@shop/shared/products";
import type { AdminListQuery } from "./products-api.ts";

export const PAGE_SIZES = [10, 25, 50] as const;

/**
 * The list's search, filter and page live in the address (`?q=&status=&page=&size=`), so a reload,
 * the back button, or returning from Edit finds the list as it was left.
 */
export function readListParams(params: URLSearchParams): AdminListQuery {
  const status = params.get("status") ?? "";
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  return {
    q: params.get("q") ?? "",
    status: (PRODUCT_STATUSES as readonly string[]).includes(status) ? (status as ProductStatus) : "",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  };
}

export function writeListParams(query: AdminListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  if (query.pageSize !== PAGE_SIZES[0]) params.set("size", String(query.pageSize));
  return params;
}

/** The list right after a product was added: searched by its name, with it marked (`added`). */
export function addedParams(product: { id: number; name: string }): URLSearchParams {
  const params = writeListParams({ q: product.name, status: "", page: 1, pageSize: PAGE_SIZES[0] });
  params.set("added", String(product.id));
  return params;
}

/** The product just added, when the list was opened for it. */
export function readAdded(params: URLSearchParams): number | null {
  const id = Number(params.get("added"));
  return Number.isInteger(id) && id > 0 ? id : null;
}
