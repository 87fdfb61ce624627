import type { UserDetails } from "@shop/shared/accounts";
import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import { queryOptions } from "@tanstack/react-query";
import { authApi } from "./api.ts";

/**
 * The session calls every part of the app shares. The token travels only in the Authorization
 * header, never in an address: addresses end up in proxies' logs and browser history.
 */

/** Who the stored token belongs to, and their role (the profile and the admin guard). */
export const meQuery = (token: string) =>
  queryOptions({
    queryKey: ["accounts", "me", token],
    queryFn: async () => (await authApi.send<Envelope<UserDetails>>(address(ROUTES.authMe))).data.data,
    enabled: Boolean(token),
  });

/** Ends the stored token's session on the server, so a copy of it is worthless too. */
export async function endServerSession(): Promise<void> {
  await authApi.send(address(ROUTES.authLogout));
}
