import LocalShippingOutlinedIcon from "@mui/icons-material/LocalShippingOutlined";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import {
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
  Typography,
} from "@mui/material";
import { type DeliveryType, TIMINGS } from "@shop/shared/constants";
import { notDeliveredMessage } from "@shop/shared/delivery";
import { MSG } from "@shop/shared/messages";
import { ORDER_NOTE_MAX, orderFormSchema } from "@shop/shared/orders";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useCart } from "../../lib/cart-store.ts";
import { useCompanyContact } from "../../lib/contact-record.ts";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { LinkAlert } from "../../lib/link-alert.tsx";
import { OfflineNotice } from "../../lib/offline-notice.tsx";
import { type OrderFormFields, useOrderForm } from "../../lib/order-form-store.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { PhoneField } from "../../lib/phone-field.tsx";
import { withNext } from "../../lib/return-to.ts";
import { meQuery } from "../../lib/session-api.ts";
import { useSession } from "../../lib/session-store.ts";
import { TextField } from "../../lib/text-field.tsx";
import { toast } from "../../lib/toast.tsx";
import { useDeliveryAreas } from "./checkout-api.ts";
import { CheckoutSection } from "./checkout-section.tsx";
import { CityField } from "./city-field.tsx";
import { areaOfCity, useDeliveryQuote } from "./delivery-quote.ts";
import { OrderLinesSummary } from "./order-lines-summary.tsx";
import { PaymentChoice } from "./payment-choice.tsx";

type TextFieldName = "chowkName" | "famousLandMark";

/**
 * Checkout step one: delivery type and details, how to pay, and a note for the shop, checked with
 * the same schema the server uses (each wrong field marked). The phone number comes from the
 * account until the shopper changes it.
 */
export function CheckoutPage() {
  usePageTitle("Checkout");
  const lines = useCart((s) => s.lines);
  const token = useSession((s) => s.token);
  const form = useOrderForm();
  const navigate = useNavigate();
  const errors = useFieldErrors();
  const account = useQuery(meQuery(token));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const areas = useDeliveryAreas();
  const quote = useDeliveryQuote(form, lines);
  const shop = useCompanyContact();

  // The account's phone, once, into an empty phone field; a number the shopper typed is kept.
  const prefilled = useRef(false);
  const accountPhone = account.data?.phone ?? "";
  useEffect(() => {
    if (prefilled.current || !accountPhone) return;
    prefilled.current = true;
    if (!useOrderForm.getState().phoneNumber) useOrderForm.getState().patch({ phoneNumber: accountPhone });
  }, [accountPhone]);

  if (!token) {
    return (
      <Container maxWidth="sm" sx={{ py: 5 }}>
        <LinkAlert severity="warning" to={withNext("/login", "/checkout")} label="Login">
          {MSG.loginFirst}
        </LinkAlert>
      </Container>
    );
  }
  if (lines.length === 0) {
    return (
      <Container maxWidth="sm" sx={{ py: 5 }}>
        <LinkAlert to="/product" label="Products">
          No Cart Added
        </LinkAlert>
      </Container>
    );
  }

  const home = form.deliveryType === "home";
  const edit = (fields: Partial<OrderFormFields>) => {
    form.patch(fields);
    for (const name of Object.keys(fields)) errors.clear(name);
  };
  const text = (name: TextFieldName) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => edit({ [name]: event.target.value }),
    ...errors.field(name),
  });

  const confirm = () => {
    // Home delivery only to a listed area (the server refuses any other; this says it first).
    if (home && quote.known && form.city.trim() && !quote.area) {
      const message = notDeliveredMessage(form.city, shop.mobiles[0] ?? "");
      errors.show({ message, fields: { city: message } });
      return;
    }
    const valid = errors.check(orderFormSchema, {
      deliveryType: form.deliveryType,
      phoneNumber: form.phoneNumber,
      city: form.city,
      chowkName: form.chowkName,
      famousLandMark: form.famousLandMark,
      paymentMethod: form.paymentMethod,
      note: form.note,
    });
    if (!valid) return;
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
              ref={errors.formRef}
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
                  onChange={(event) => edit({ deliveryType: event.target.value as DeliveryType })}
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
                <Typography variant="body2" color="textSecondary">
                  Pick up your order at our shop. We call you on this number when it is ready.
                </Typography>
              )}
              <PhoneField
                label="Phone Number"
                value={form.phoneNumber}
                onChange={(phoneNumber) => edit({ phoneNumber })}
                error={errors.errors.phoneNumber}
                onProblem={(message) => errors.setError("phoneNumber", message)}
                autoComplete="tel"
                hint={
                  accountPhone && form.phoneNumber === accountPhone
                    ? "From your account. Change it if we should call another number."
                    : "Ten digits, starting 98 or 97"
                }
              />
              {home && (
                <>
                  <CityField
                    value={form.city}
                    areas={areas.data ?? []}
                    quote={quote}
                    error={errors.errors.city}
                    onChange={(city) =>
                      edit({ city, deliveryAreaId: areaOfCity(areas.data, city)?.id ?? null })
                    }
                  />
                  <TextField
                    label="Chowk Name"
                    {...text("chowkName")}
                    slotProps={{ htmlInput: { maxLength: 120 } }}
                  />
                  <TextField
                    label="Famous Landmark"
                    {...text("famousLandMark")}
                    helperText={errors.errors.famousLandMark ?? "A place near you that a rider can ask for"}
                    slotProps={{ htmlInput: { maxLength: 160 } }}
                  />
                </>
              )}
              <PaymentChoice
                deliveryType={form.deliveryType}
                value={form.paymentMethod}
                onChange={(paymentMethod) => edit({ paymentMethod })}
                error={errors.errors.paymentMethod}
              />
              <TextField
                label="Note for the shop (optional)"
                value={form.note}
                onChange={(event) => edit({ note: event.target.value })}
                multiline
                minRows={2}
                {...errors.field("note", `${form.note.length} / ${ORDER_NOTE_MAX}`)}
                slotProps={{ htmlInput: { maxLength: ORDER_NOTE_MAX } }}
              />
              <Button type="submit" variant="contained" size="large">
                Confirm Checkout
              </Button>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <CheckoutSection id="checkout-order-summary" title="Order Summary">
            <OrderLinesSummary lines={lines} quote={quote} />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
              Prices and stock are checked again when you confirm the order.
            </Typography>
          </CheckoutSection>
        </Grid>
      </Grid>
    </Container>
  );
}
