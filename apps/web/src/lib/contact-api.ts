import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Contact } from "@shop/shared/company";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicApi } from "./api.ts";

/** One cache entry for the contact record: the shell reads it, the admin screen refreshes it. */
export const contactKeys = {
  record: () => ["contact"] as const,
};

export function contactQuery() {
  return queryOptions({
    queryKey: contactKeys.record(),
    queryFn: async () =>
      (await publicApi.send<Envelope<Contact | null>>(address(ROUTES.contactGet))).data.data,
    staleTime: 5 * 60_000,
  });
}

export function useContactRecord() {
  return useQuery(contactQuery());
}
