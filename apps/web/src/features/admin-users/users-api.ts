import type { AdminUser } from "@shop/shared/accounts";
import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import { MSG } from "@shop/shared/messages";
import { ADMIN_PAGE_SIZE, type Page } from "@shop/shared/paging";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";
import { toast } from "../../lib/toast.tsx";

export const userKeys = {
  all: ["admin", "users"] as const,
  page: (query: { q: string; page: number }) => ["admin", "users", query] as const,
};

/**
 * One page of customers (25 rows), searched on the server by name, e-mail or phone. A failed
 * fetch is swallowed: the list stays as it was.
 */
export function usersQuery(query: { q: string; page: number }) {
  return queryOptions({
    queryKey: userKeys.page(query),
    queryFn: async () =>
      (
        await authApi.send<Envelope<Page<AdminUser>>>(address(ROUTES.userList), {
          query: { page: query.page, pageSize: ADMIN_PAGE_SIZE, ...(query.q ? { q: query.q } : {}) },
        })
      ).data.data,
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: { q: string; page: number }) {
  return useQuery(usersQuery(query));
}

/** Delete or restore, then the list reloads; the toast is 'done successfully' or 'something went wrong'. */
export function useSetDeleted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (user: AdminUser) =>
      user.deleted
        ? (await authApi.send<Envelope<AdminUser>>(address(ROUTES.userRestore, { id: user.id }))).data
        : (await authApi.send<Envelope<AdminUser>>(address(ROUTES.userDelete, { id: user.id }))).data,
    onSuccess: () => toast(MSG.userDeleted, "success"),
    onError: () => toast(MSG.somethingWrongLower, "error"),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** Active/Deactive, then the list reloads; the toast says 'User status changed successfully' or it failed. */
export function useToggleActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (user: AdminUser) =>
      (await authApi.send<Envelope<AdminUser>>(address(ROUTES.userActiveStatus, { id: user.id }))).data,
    onSuccess: () => toast(MSG.userStatusChanged, "success"),
    onError: () => toast(MSG.somethingWrong, "error"),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
