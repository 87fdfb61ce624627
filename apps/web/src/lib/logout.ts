import { useCart } from "./cart-store.ts";
import { useOrderForm } from "./order-form-store.ts";
import { queryClient } from "./query-client.ts";
import { endServerSession } from "./session-api.ts";
import { useSession } from "./session-store.ts";
import { markSplashShown, splashAlreadyShown } from "./splash-flag.ts";

/**
 * Ends the session on the server first (the token stops working everywhere; if the server cannot
 * be reached the browser is cleared all the same), then in this browser, from the profile and from
 * the admin sidebar alike, clearing all browser storage: the stored session, the cart, the order form,
 * the held reset e-mail and code, and every cached answer of the previous user.
 * The stores are emptied first (they write their empty state), then both storages are wiped,
 * so whatever any feature kept there (the order form, say) is gone as well. Only the flag that the
 * welcome splash was seen survives: it is not about the user, and the splash should not replay.
 */
export async function logout(): Promise<void> {
  if (useSession.getState().token) await endServerSession().catch(() => {});
  useSession.getState().clear();
  useCart.getState().clear();
  useOrderForm.getState().clear();
  queryClient.clear();
  const splashSeen = splashAlreadyShown();
  localStorage.clear();
  sessionStorage.clear();
  if (splashSeen) markSplashShown();
}
