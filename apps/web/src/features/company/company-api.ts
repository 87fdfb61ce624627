import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import type { MessageCreate } from "@shop/shared/company";
import { useMutation } from "@tanstack/react-query";
import { publicApi } from "../../lib/api.ts";

/** POST message/create: the contact form's message to the shop; the answer's message is the toast. */
export function useSendMessage(options: {
  onSuccess(answer: Envelope): void;
  onError(error: unknown): void;
}) {
  return useMutation({
    mutationFn: async (body: MessageCreate) =>
      (await publicApi.send<Envelope>(address(ROUTES.messageCreate), { body })).data,
    ...options,
  });
}
