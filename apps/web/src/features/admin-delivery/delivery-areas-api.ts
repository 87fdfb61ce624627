import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { DeliveryArea, DeliveryAreaFields } from "@shop/shared/delivery";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";
import { deliveryAreaKeys } from "../../lib/delivery-area-keys.ts";

/** Every area, active or not (Admin). */
export function allAreasQuery() {
  return queryOptions({
    queryKey: deliveryAreaKeys.everyArea(),
    queryFn: async () =>
      (await authApi.send<Envelope<DeliveryArea[]>>(address(ROUTES.deliveryAreaListAll))).data.data,
  });
}

export function useAllAreas() {
  return useQuery(allAreasQuery());
}

type Save = { id: number | null; fields: DeliveryAreaFields };

/** Adds an area (id null) or changes one; every list of areas reloads after. */
export function useSaveArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields }: Save) =>
      (
        await authApi.send<Envelope<DeliveryArea>>(
          id === null ? address(ROUTES.deliveryAreaCreate) : address(ROUTES.deliveryAreaUpdate, { id }),
          { body: fields },
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryAreaKeys.all }),
  });
}

export function useDeleteArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await authApi.send<Envelope<null>>(address(ROUTES.deliveryAreaDelete, { id }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryAreaKeys.all }),
  });
}
