import type { UserDetails } from "@shop/shared/accounts";
import type { Envelope } from "@shop/shared/api";
import { queryOptions } from "@tanstack/react-query";
import { publicApi } from "./api.ts";

/**
 * The signed-in user's details (SPEC 7.1 auth/get-UserBy-token). The profile shows them and the
 * checkout fills in the phone number from them, so the query lives here, shared by both.
 */
export function currentUserQuery(token: string) {
  return queryOptions({
    queryKey: ["accounts", "me", token],
    queryFn: async () =>
      (await publicApi.get<Envelope<UserDetails>>("auth/get-UserBy-token", { params: { token } })).data.data,
    enabled: Boolean(token),
  });
}
