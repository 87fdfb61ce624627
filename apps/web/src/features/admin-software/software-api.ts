import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Software } from "@shop/shared/software";
import { useQuery } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";
import { failure } from "../../lib/api-errors.ts";
import { toast } from "../../lib/toast.tsx";
import { progressHandler } from "../../lib/upload-progress.tsx";

export function useSoftwareList() {
  return useQuery({
    queryKey: ["software", "list"],
    queryFn: async () => (await authApi.send<Envelope<Software[]>>(address(ROUTES.softwareList))).data.data,
  });
}

export function useSoftware(id: number) {
  return useQuery({
    queryKey: ["software", "one", id],
    queryFn: async () =>
      (await authApi.send<Envelope<Software>>(address(ROUTES.softwareGet, { id }))).data.data,
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

/** A refused form shows the server's reason; a fault the form's failure text; no server 'Server error'. */
export function toastSaveError(error: unknown, failed: string, exception: string): void {
  const body = failure(error);
  if (body.status >= 400 && body.status < 500 && body.message) toast(body.message, "warning");
  else if (body.status === 0) toast(exception, "error");
  else toast(failed, "error");
}

/** POST software/create with its picture; `onPercent` follows the upload. */
export async function createSoftware(form: FormData, onPercent: (percent: number) => void) {
  return (
    await authApi.send(address(ROUTES.softwareCreate), {
      body: form,
      onUploadProgress: progressHandler(onPercent),
    })
  ).data;
}

/** PUT software/update/:id, a new picture only when chosen; `onPercent` follows the upload. */
export async function updateSoftware(id: number, form: FormData, onPercent: (percent: number) => void) {
  return (
    await authApi.send(address(ROUTES.softwareUpdate, { id }), {
      body: form,
      onUploadProgress: progressHandler(onPercent),
    })
  ).data;
}

/** DELETE software/delete/:id: software has its own delete path; the product path would delete a product. */
export async function deleteSoftware(id: number) {
  await authApi.send(address(ROUTES.softwareDelete, { id }));
}
