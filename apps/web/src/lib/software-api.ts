import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Software } from "@shop/shared/software";
import { queryOptions } from "@tanstack/react-query";
import { publicApi } from "./api.ts";

/**
 * The software offerings' keys and their list, in one place: the shop's services page and the
 * admin's software screens show the same list, and an admin's change refreshes both.
 */
export const softwareKeys = {
  all: ["software"] as const,
  list: () => ["software", "list"] as const,
  one: (id: number) => ["software", "one", id] as const,
};

/** Every software offering (a public answer: the admin's list is the same). */
export function softwareListQuery() {
  return queryOptions({
    queryKey: softwareKeys.list(),
    queryFn: async () => (await publicApi.send<Envelope<Software[]>>(address(ROUTES.softwareList))).data.data,
  });
}
