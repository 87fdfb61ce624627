import AddIcon from "@mui/icons-material/Add";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import RemoveIcon from "@mui/icons-material/Remove";
import ShoppingCartOutlinedIcon from "@mui/icons-material/ShoppingCartOutlined";
import {
  Box,
  Button,
  Chip,
  Container,
  Grid,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { Envelope } from "@shop/shared/api";
import { TIMINGS } from "@shop/shared/constants";
import { MSG } from "@shop/shared/messages";
import { formatRs } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { publicApi } from "../../lib/api.ts";
import { cartTotal, useCart } from "../../lib/cart-store.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { useSession } from "../../lib/session-store.ts";
import { toast } from "../../lib/toast.tsx";
import { lineProblem } from "./cart-line-state.ts";

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
  const { lines, plus, minus, remove, refresh } = useCart();
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
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label="Cart" sx={{ "& td, & th": { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>Product</TableCell>
                  <TableCell align="center">Quantity</TableCell>
                  <TableCell align="right">Price</TableCell>
                  <TableCell align="right">Total</TableCell>
                  <TableCell align="center">Action</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5} align="center" sx={{ py: 6 }}>
                      <ShoppingCartOutlinedIcon color="disabled" sx={{ fontSize: 48 }} />
                      <Typography sx={{ fontWeight: 500 }}>No Cart Added</Typography>
                      <Button component={RouterLink} to="/product" sx={{ mt: 1 }}>
                        Browse products
                      </Button>
                    </TableCell>
                  </TableRow>
                )}
                {lines.map((line) => {
                  const problem = lineProblem(line);
                  return (
                    <TableRow key={line.id} data-testid={`cart-line-${line.id}`}>
                      <TableCell>
                        <Stack
                          direction={{ xs: "column", sm: "row" }}
                          spacing={1}
                          sx={{ alignItems: "flex-start" }}
                        >
                          <Box
                            component="img"
                            src={line.thumbnailName}
                            alt=""
                            loading="lazy"
                            sx={{ width: 48, height: 48, objectFit: "cover", borderRadius: 1, flexShrink: 0 }}
                          />
                          <Box sx={{ minWidth: 0 }}>
                            <Typography
                              component={RouterLink}
                              to={`/singleProduct/${line.id}`}
                              sx={{
                                color: "text.primary",
                                fontWeight: 500,
                                textDecoration: "none",
                                fontSize: 14,
                              }}
                            >
                              {line.name}
                            </Typography>
                            {problem && (
                              <Chip
                                size="small"
                                color="error"
                                label={problem}
                                sx={{ mt: 0.5, display: "flex", width: "fit-content" }}
                              />
                            )}
                          </Box>
                        </Stack>
                      </TableCell>
                      <TableCell align="center">
                        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "center" }}>
                          <IconButton
                            size="small"
                            aria-label={`One less ${line.name}`}
                            onClick={() => minus(line.id)}
                            disabled={line.orderedQuantity <= 1}
                          >
                            <RemoveIcon fontSize="small" />
                          </IconButton>
                          <Typography
                            aria-label={`Quantity of ${line.name}`}
                            sx={{ minWidth: 24, textAlign: "center" }}
                          >
                            {line.orderedQuantity}
                          </Typography>
                          <IconButton
                            size="small"
                            aria-label={`One more ${line.name}`}
                            onClick={() => plus(line.id)}
                            disabled={line.orderedQuantity >= line.quantity}
                          >
                            <AddIcon fontSize="small" />
                          </IconButton>
                        </Stack>
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                        {formatRs(line.price)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: "nowrap", fontWeight: 500 }}>
                        {formatRs(cartTotal([line]))}
                      </TableCell>
                      <TableCell align="center">
                        <IconButton
                          aria-label={`Remove ${line.name}`}
                          color="error"
                          onClick={() => remove(line.id)}
                        >
                          <DeleteOutlinedIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
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
