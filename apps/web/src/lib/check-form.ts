import type { ZodType } from "zod";
import { toast } from "./toast.tsx";

/**
 * Checks a form with the shared schema the server also checks it with, so both give the same
 * message. On failure the first problem shows as a warning toast (`fallback` when Zod gives no
 * message) and the result is undefined; on success it is the parsed data.
 */
export function checkForm<T>(schema: ZodType<T>, values: unknown, fallback: string): T | undefined {
  const checked = schema.safeParse(values);
  if (!checked.success) {
    toast(checked.error.issues[0]?.message ?? fallback, "warning");
    return undefined;
  }
  return checked.data;
}
