import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { Contact, ContactFields } from "@shop/shared/company";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../lib/api.ts";
import { contactKeys } from "../../lib/contact-api.ts";

/**
 * Saves the contact record: create when there is none, else update, as the shop has at most one.
 * The answer goes straight into the shared cache entry, so the footer and strip show the edit at once.
 */
export function useSaveContact(
  contact: Contact | null,
  options: { onSuccess(): void; onError(error: unknown): void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: ContactFields) =>
      contact
        ? (
            await authApi.send<Envelope<Contact>>(address(ROUTES.contactUpdate, { id: contact.id }), {
              body: fields,
            })
          ).data
        : (await authApi.send<Envelope<Contact>>(address(ROUTES.contactCreate), { body: fields })).data,
    onSuccess: (res) => {
      queryClient.setQueryData(contactKeys.record(), res.data);
      options.onSuccess();
    },
    onError: options.onError,
  });
}

/** DELETE contact/delete/:id; the cache entry becomes "no record". */
export function useDeleteContact(options: { onSuccess(answer: Envelope<null>): void; onError(): void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await authApi.send<Envelope<null>>(address(ROUTES.contactDelete, { id }))).data,
    onSuccess: (res) => {
      queryClient.setQueryData(contactKeys.record(), null);
      options.onSuccess(res);
    },
    onError: options.onError,
  });
}
