import { Button, Container, Grid, Paper, Stack, Typography, useMediaQuery, useTheme } from "@mui/material";
import type { Envelope } from "@shop/shared/api";
import { TIMINGS } from "@shop/shared/constants";
import { MSG } from "@shop/shared/messages";
import { formatRs } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { publicApi } from "../../lib/api.ts";
import { cartTotal, useCart } from "../../lib/cart-store.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { useSession } from "../../lib/session-store.ts";
import { toast } from "../../lib/toast.tsx";
import { lineProblem } from "./cart-line-state.ts";
import { CartCards, CartTable } from "./cart-lines.tsx";

/** The catalog as it is now, so the cart shows today's prices and stock. */
function useCurrentProducts() {
  return useQuery({
    queryKey: ["products", "all"],
    queryFn: async () => (await publicApi.get<Envelope<Product[]>>("/products/get-all")).data.data,
    staleTime: 0,
  });
}

export function CartPage() {
  usePageTitle("Cart", "Your cart: change quantities and go to checkout.");
  const lines = useCart((s) => s.lines);
  const refresh = useCart((s) => s.refresh);
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const current = useCurrentProducts();

  useEffect(() => {
    if (current.data) refresh(current.data);
  }, [current.data, refresh]);

  const pieces = lines.reduce((sum, l) => sum + l.orderedQuantity, 0);
  const total = cartTotal(lines);

  const goCheckout = () => {
    if (!token) {
      toast(MSG.loginFirst, "warning");
      setTimeout(() => navigate("/login"), TIMINGS.redirectMs);
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
              <Typography color="text.secondary">Items</Typography>
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
    </Container>
  );
}
