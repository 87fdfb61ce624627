import type { Envelope } from "@shop/shared/api";
import type { Contact, ContactFields } from "@shop/shared/company";
import { MSG } from "@shop/shared/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authApi, failure } from "../../lib/api.ts";
import { CONTACT_QUERY_KEY } from "../../lib/contact-record.ts";
import { toast } from "../../lib/toast.tsx";

/** Creates the contact record, or updates the one there is; the shell's copy follows. */
export function useSaveContact(contact: Contact | null, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: ContactFields) =>
      contact
        ? (await authApi.put<Envelope<Contact>>(`/contact/update/${contact.id}`, fields)).data
        : (await authApi.post<Envelope<Contact>>("/contact/create", fields)).data,
    onSuccess: (res) => {
      queryClient.setQueryData(CONTACT_QUERY_KEY, res.data);
      onSaved();
      toast(contact ? MSG.contactUpdated : MSG.contactAdded, "success");
    },
    onError: (error) => {
      const res = failure(error);
      // A validation message helps the admin fix the form; anything else is the spec's general error.
      toast(
        res.status === 400 || res.status === 409 ? (res.message ?? MSG.contactError) : MSG.contactError,
        "error",
      );
    },
  });
}

/** Deletes the contact record; the shell falls back to the company's own details. */
export function useDeleteContact(onSettled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await authApi.delete<Envelope<null>>(`/contact/delete/${id}`)).data,
    onSuccess: (res) => {
      queryClient.setQueryData(CONTACT_QUERY_KEY, null);
      onSettled();
      toast(res.message ?? "Contact deleted", "success");
    },
    onError: () => {
      onSettled();
      toast(MSG.contactError, "error");
    },
  });
}
