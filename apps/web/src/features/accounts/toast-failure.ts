import { MSG } from "@shop/shared/messages";
import { useState } from "react";
import { failure } from "../../lib/api-errors.ts";
import type { FieldErrors } from "../../lib/field-errors.ts";
import { toast } from "../../lib/toast.tsx";

/** A failed account call: the server's own message and severity, or the general error. */
export function toastFailure(error: unknown): void {
  const answer = failure(error);
  toast(answer.message || MSG.somethingWrong, answer.severity ?? "error");
}

/**
 * An account form's call: busy while it runs and after it succeeds (the page moves on), and on a
 * refusal the server's fields marked, its message toasted and the form free again.
 */
export function useAccountCall(errors: FieldErrors) {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      errors.markFromServer(error);
      toastFailure(error);
      setBusy(false);
    }
  };
  return { busy, run };
}
