import LocalShippingOutlinedIcon from "@mui/icons-material/LocalShippingOutlined";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import {
  Alert,
  Button,
  Container,
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { type DeliveryType, TIMINGS } from "@shop/shared/constants";
import { MSG } from "@shop/shared/messages";
import { orderFormSchema } from "@shop/shared/orders";
import { useEffect, useRef } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useCart } from "../../lib/cart-store.ts";
import { checkForm } from "../../lib/check-form.ts";
import { OfflineNotice } from "../../lib/offline-notice.tsx";
import { useOrderForm } from "../../lib/order-form-store.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { useSession } from "../../lib/session-store.ts";
import { toast } from "../../lib/toast.tsx";
import { CheckoutSection } from "./checkout-section.tsx";
import { OrderLinesSummary } from "./order-lines-summary.tsx";

/** Checkout step one: delivery type and details, checked with the same schema the server uses. */
export function CheckoutPage() {
  usePageTitle("Checkout");
  const lines = useCart((s) => s.lines);
  const token = useSession((s) => s.token);
  const form = useOrderForm();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!token) {
    return (
      <Container maxWidth="sm" sx={{ py: 5 }}>
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/login">
              Login
            </Button>
          }
        >
          {MSG.loginFirst}
        </Alert>
      </Container>
    );
  }
  if (lines.length === 0) {
    return (
      <Container maxWidth="sm" sx={{ py: 5 }}>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/product">
              Products
            </Button>
          }
        >
          No Cart Added
        </Alert>
      </Container>
    );
  }

  const home = form.deliveryType === "home";

  const confirm = () => {
    const checked = checkForm(
      orderFormSchema,
      {
        deliveryType: form.deliveryType,
        phoneNumber: form.phoneNumber,
        city: form.city,
        chowkName: form.chowkName,
        famousLandMark: form.famousLandMark,
      },
      MSG.fillAll,
    );
    if (!checked) return;
    toast(MSG.orderValid, "success");
    timer.current = setTimeout(() => navigate("/checkout-summary"), TIMINGS.checkoutRedirectMs);
  };

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Checkout
      </Typography>
      <OfflineNotice action="Checkout" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack
              component="form"
              spacing={2.5}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                confirm();
              }}
            >
              <FormControl>
                <FormLabel id="delivery-type">Delivery</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="delivery-type"
                  value={form.deliveryType}
                  onChange={(event) => form.patch({ deliveryType: event.target.value as DeliveryType })}
                >
                  <FormControlLabel
                    value="store"
                    control={<Radio />}
                    label={
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
                        <StorefrontOutlinedIcon fontSize="small" />
                        <span>Store Visit</span>
                      </Stack>
                    }
                  />
                  <FormControlLabel
                    value="home"
                    control={<Radio />}
                    label={
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
                        <LocalShippingOutlinedIcon fontSize="small" />
                        <span>Home Delivery</span>
                      </Stack>
                    }
                  />
                </RadioGroup>
              </FormControl>
              {!home && (
                <Typography variant="body2" color="text.secondary">
                  Pick up your order at our shop. We call you on this number when it is ready.
                </Typography>
              )}
              <TextField
                label="Phone Number"
                value={form.phoneNumber}
                onChange={(event) =>
                  form.patch({ phoneNumber: event.target.value.replace(/\D/g, "").slice(0, 10) })
                }
                slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "tel" } }}
                helperText="Ten digits, starting 98 or 97"
              />
              {home && (
                <>
                  <TextField
                    label="City"
                    value={form.city}
                    onChange={(event) => form.patch({ city: event.target.value })}
                    slotProps={{ htmlInput: { autoComplete: "address-level2", maxLength: 80 } }}
                  />
                  <TextField
                    label="Chowk Name"
                    value={form.chowkName}
                    onChange={(event) => form.patch({ chowkName: event.target.value })}
                    slotProps={{ htmlInput: { maxLength: 120 } }}
                  />
                  <TextField
                    label="Famous Landmark"
                    value={form.famousLandMark}
                    onChange={(event) => form.patch({ famousLandMark: event.target.value })}
                    slotProps={{ htmlInput: { maxLength: 160 } }}
                    helperText="A place near you that a rider can ask for"
                  />
                </>
              )}
              <Button type="submit" variant="contained" size="large">
                Confirm Checkout
              </Button>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <CheckoutSection id="checkout-order-summary" title="Order Summary">
            <OrderLinesSummary lines={lines} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Prices and stock are checked again when you confirm the order.
            </Typography>
          </CheckoutSection>
        </Grid>
      </Grid>
    </Container>
  );
}
