import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Software } from "@shop/shared/software";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";
import { softwareKeys, softwareListQuery } from "../../lib/software-api.ts";
import { progressHandler } from "../../lib/upload-progress.tsx";

export function useSoftwareList() {
  return useQuery(softwareListQuery());
}

/** One offering, fresh each time: the update form is filled once from it. */
export function softwareQuery(id: number) {
  return queryOptions({
    queryKey: softwareKeys.one(id),
    queryFn: async () =>
      (await authApi.send<Envelope<Software>>(address(ROUTES.softwareGet, { id }))).data.data,
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

export function useSoftware(id: number) {
  return useQuery(softwareQuery(id));
}

interface Upload {
  form: FormData;
  onPercent: (percent: number) => void;
}

/**
 * Saves the software form: POST software/create without an id, PUT software/update/:id with one
 * (a new picture only when chosen); `onPercent` follows the upload. The lists refresh after it.
 */
export function useSaveSoftware(id?: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ form, onPercent }: Upload) => {
      const config = { body: form, onUploadProgress: progressHandler(onPercent) };
      const to = id === undefined ? address(ROUTES.softwareCreate) : address(ROUTES.softwareUpdate, { id });
      return (await authApi.send<Envelope<Software>>(to, config)).data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: softwareKeys.all }),
  });
  return (form: FormData, onPercent: (percent: number) => void) => mutation.mutateAsync({ form, onPercent });
}

/**
 * DELETE software/delete/:id (software has its own delete path; the product path would delete a
 * product). `onDeleted` runs first, then the lists refresh before the call settles.
 */
export function useDeleteSoftware(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await authApi.send(address(ROUTES.softwareDelete, { id }));
    },
    onSuccess: async () => {
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: softwareKeys.all });
    },
  });
}
