import { z } from "zod";
import { fieldMessage } from "./field-messages.ts";

/** The shop's default messages (field-messages.ts) for every zod check in this process. */
export function installZodMessages(): void {
  z.config({ customError: fieldMessage });
}
