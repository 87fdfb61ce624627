import { Button, Container, Grid, Paper, Stack, Typography, useMediaQuery, useTheme } from "@mui/material";
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
import { toast } from "../../lib/toast.tsx";
import { useCurrentProducts } from "./cart-api.ts";
import { lineProblem } from "./cart-line-state.ts";
import { CartCards, CartTable, EmptyCart } from "./cart-lines.tsx";

export function CartPage() {
  usePageTitle("Cart", "Your cart: change quantities and go to checkout.");
  const lines = useCart((s) => s.lines);
  const refresh = useCart((s) => s.refresh);
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
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
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Cart
      </Typography>
      {lines.length === 0 ? (
        // An empty cart says so and offers the catalog; there is nothing to total or check out.
        <Paper variant="outlined">
          <EmptyCart />
        </Paper>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            {phone ? <CartCards lines={lines} /> : <CartTable lines={lines} />}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" component="section" aria-labelledby="order-summary" sx={{ p: 3 }}>
              <Typography id="order-summary" variant="h2" sx={{ fontSize: "1.25rem", mb: 2 }}>
                Order Summary
              </Typography>
              <Stack direction="row" sx={{ justifyContent: "space-between", mb: 1 }}>
                <Typography color="textSecondary">Items</Typography>
                <Typography data-testid="cart-items">{pieces}</Typography>
              </Stack>
              <Stack direction="row" sx={{ justifyContent: "space-between", mb: 3 }}>
                <Typography sx={{ fontWeight: 700 }}>Total</Typography>
                <Typography sx={{ fontWeight: 700 }} data-testid="cart-total">
                  {formatRs(total)}
                </Typography>
              </Stack>
              <Button variant="contained" size="large" fullWidth onClick={goCheckout}>
                Go Checkout
              </Button>
            </Paper>
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
