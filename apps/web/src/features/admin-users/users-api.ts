import type { AdminUser } from "@shop/shared/accounts";
import type { Envelope } from "@shop/shared/api";
import { MSG } from "@shop/shared/messages";
import { ADMIN_PAGE_SIZE, type Page } from "@shop/shared/paging";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";
import { toast } from "../../lib/toast.tsx";

const USERS_KEY = ["admin", "users"] as const;

/**
 * One page of customers (25 rows), searched on the server by name, e-mail or phone. A failed
 * fetch is swallowed: the list stays as it was.
 */
export function useUsers(query: { q: string; page: number }) {
  return useQuery({
    queryKey: [...USERS_KEY, query],
    queryFn: async () =>
      (
        await authApi.get<Envelope<Page<AdminUser>>>("users/get-all", {
          params: { page: query.page, pageSize: ADMIN_PAGE_SIZE, ...(query.q ? { q: query.q } : {}) },
        })
      ).data.data,
    placeholderData: keepPreviousData,
  });
}

/** Delete or restore, then the list reloads; the toast is 'done successfully' or 'something went wrong'. */
export function useSetDeleted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (user: AdminUser) =>
      user.deleted
        ? (await authApi.patch<Envelope<AdminUser>>(`users/restore/${user.id}`)).data
        : (await authApi.delete<Envelope<AdminUser>>(`users/delete/${user.id}`)).data,
    onSuccess: () => toast(MSG.userDeleted, "success"),
    onError: () => toast(MSG.somethingWrongLower, "error"),
    onSettled: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** Active/Deactive, then the list reloads; the toast says 'User status changed successfully' or it failed. */
export function useToggleActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (user: AdminUser) =>
      (await authApi.patch<Envelope<AdminUser>>(`users/active-status/${user.id}`)).data,
    onSuccess: () => toast(MSG.userStatusChanged, "success"),
    onError: () => toast(MSG.somethingWrong, "error"),
    onSettled: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
