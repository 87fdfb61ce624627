import { z } from "zod";
import { MSG } from "./messages.ts";

export const loginRequestSchema = z.object({
  email: z.string({ error: MSG.fillAllLower }).trim().min(1, MSG.fillAllLower).max(254),
  password: z.string({ error: MSG.fillAllLower }).min(1, MSG.fillAllLower).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** SPEC 3: the login response. */
export const loginResponseSchema = z.object({
  token: z.string(),
  userRole: z.enum(["Admin", "Customer"]),
  fullName: z.string(),
  message: z.string(),
  severity: z.enum(["success", "warning", "error"]),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
