import { MSG } from "@shop/shared/messages";
import { failure } from "../../lib/api-errors.ts";
import { toast } from "../../lib/toast.tsx";

/** A failed account call: the server's own message and severity, or the general error. */
export function toastFailure(error: unknown): void {
  const answer = failure(error);
  toast(answer.message || MSG.somethingWrong, answer.severity ?? "error");
}
