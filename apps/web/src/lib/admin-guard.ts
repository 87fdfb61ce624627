import type { Envelope } from "@shop/shared/api";
import { useQuery } from "@tanstack/react-query";
import { failure, publicApi } from "./api.ts";
import { useSession } from "./session-store.ts";

export type GuardState = "checking" | "admin" | "refused";

/**
 * SPEC 6: the admin area needs the stored role and the server's check-role to agree on Admin.
 * A stored role other than Admin is refused at once. While the server is asked the area is
 * shown (every admin call is checked by the server anyway); a definite no from the server ends
 * the stored session. If the server cannot be reached, the stored role stands.
 */
export function useAdminGuard(): GuardState {
  const token = useSession((s) => s.token);
  const role = useSession((s) => s.userRole);
  const check = useQuery({
    queryKey: ["accounts", "check-role", token],
    queryFn: async () =>
      (await publicApi.get<Envelope<{ role: string }>>(`auth/check-role/${token}`)).data.data.role,
    enabled: role === "Admin" && Boolean(token),
    staleTime: 60_000,
    retry: false,
  });
  if (role !== "Admin" || !token) return "refused";
  if (check.data !== undefined) return check.data === "Admin" ? "admin" : "refused";
  if (check.isError) return failure(check.error).status === 0 ? "admin" : "refused";
  return "checking";
}
