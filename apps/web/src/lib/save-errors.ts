import { failure } from "./api-errors.ts";
import { toast } from "./toast.tsx";

/**
 * A refused form shows the server's reason (it names the field); a server fault shows the form's
 * failure text (e.g. 'Product Update failed'), and an unreachable server its exception text
 * (e.g. 'Server error').
 */
export function toastSaveError(error: unknown, failed: string, exception: string): void {
  const body = failure(error);
  if (body.status >= 400 && body.status < 500 && body.message) toast(body.message, "warning");
  else if (body.status === 0) toast(exception, "error");
  else toast(failed, "error");
}
