import { useQuery } from "@tanstack/react-query";
import { failure } from "./api-errors.ts";
import { meQuery } from "./session-api.ts";
import { useSession } from "./session-store.ts";

export type GuardState = "checking" | "admin" | "refused";

/**
 * The admin area needs the stored role and the server's answer to agree on Admin (asked
 * through the header-based who-am-I call rather than check-role, which carries the token in its path).
 * A stored role other than Admin is refused at once. While the server is asked the area is
 * shown (every admin call is checked by the server anyway); a definite no from the server ends
 * the stored session. If the server cannot be reached, the stored role stands.
 */
export function useAdminGuard(): GuardState {
  const token = useSession((s) => s.token);
  const role = useSession((s) => s.userRole);
  const check = useQuery({
    ...meQuery(token),
    select: (user) => user.role,
    enabled: role === "Admin" && Boolean(token),
    staleTime: 60_000,
    retry: false,
  });
  if (role !== "Admin" || !token) return "refused";
  if (check.data !== undefined) return check.data === "Admin" ? "admin" : "refused";
  if (check.isError) return failure(check.error).status === 0 ? "admin" : "refused";
  return "checking";
}
