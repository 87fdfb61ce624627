import { installZodMessages } from "@shop/shared/zod-messages";
import type { ZodType } from "zod";
import { toast } from "./toast.tsx";

// Zod and its message set load with the first screen that checks a form, not with every page: a
// shopper browsing the catalog never downloads them. Every form check goes through here.
installZodMessages();

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
