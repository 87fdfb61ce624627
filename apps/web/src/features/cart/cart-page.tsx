import "./cart.css";
import { TIMINGS } from "@shop/shared/constants";
import { MSG } from "@shop/shared/messages";
import { formatRs } from "@shop/shared/money";
import { useEffect, useMemo } from "react";
import { useNavigate } from "react-router";
import { cartPieces, useCart } from "../../lib/cart-store.ts";
import { cartTotal } from "../../lib/cart-total.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { withNext } from "../../lib/return-to.ts";
import { useSession } from "../../lib/session-store.ts";
import { mediaDown } from "../../lib/theme-tokens.ts";
import { toast } from "../../lib/toast.tsx";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { useCurrentProducts } from "./cart-api.ts";
import { lineProblem } from "./cart-line-state.ts";
import { CartCards, CartTable, EmptyCart } from "./cart-lines.tsx";

/** Below MUI's sm breakpoint: a phone, where the lines are cards instead of a table. */
const PHONE = mediaDown("sm");

export function CartPage() {
  usePageTitle("Cart", "Your cart: change quantities and go to checkout.");
  const lines = useCart((s) => s.lines);
  const refresh = useCart((s) => s.refresh);
  // One of the table and the cards is drawn, not both (each line's test id is on both).
  const phone = useMediaQuery(PHONE);
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const ids = useMemo(() => lines.map((l) => l.id), [lines]);
  const current = useCurrentProducts(ids);

  useEffect(() => {
    if (current) refresh(current);
  }, [current, refresh]);

  const pieces = cartPieces(lines);
  const total = cartTotal(lines);

  const goCheckout = () => {
    if (!token) {
      toast(MSG.loginFirst, "warning");
      // After logging in (or registering) the shopper comes back here, to the same cart.
      setTimeout(() => navigate(withNext("/login", "/cart")), TIMINGS.redirectMs);
      return;
    }
    if (lines.length === 0) {
      toast(MSG.addCarts, "warning");
      return;
    }
    const blocked = lines.find((l) => lineProblem(l));
    if (blocked) {
      toast(`${blocked.name}: ${lineProblem(blocked)}. Please change or remove it.`, "warning");
      return;
    }
    navigate("/checkout");
  };

  return (
    <div className="sh-container cart-page">
      <h1 className="pu-h1 cart-title">Cart</h1>
      {lines.length === 0 ? (
        // An empty cart says so and offers the catalog; there is nothing to total or check out.
        <div className="pu-paper">
          <EmptyCart />
        </div>
      ) : (
        <div className="pu-grid">
          <div className="cart-grid-lines">
            {phone ? <CartCards lines={lines} /> : <CartTable lines={lines} />}
          </div>
          <div className="cart-grid-summary">
            <section className="pu-paper cart-summary" aria-labelledby="order-summary">
              <h2 id="order-summary" className="cart-h2">
                Order Summary
              </h2>
              <div className="cart-row">
                <p className="pu-muted">Items</p>
                <p data-testid="cart-items">{pieces}</p>
              </div>
              <div className="cart-row cart-row-last">
                <p className="cart-strong">Total</p>
                <p className="cart-strong" data-testid="cart-total">
                  {formatRs(total)}
                </p>
              </div>
              <button
                type="button"
                className="pu-button pu-button-contained pu-button-large pu-button-full"
                onClick={goCheckout}
              >
                Go Checkout
              </button>
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
