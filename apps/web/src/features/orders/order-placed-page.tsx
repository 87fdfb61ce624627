import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import PhoneOutlined from "@mui/icons-material/PhoneOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  Divider,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import { formatRs, linesTotal } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { PAYMENT_RETURN_OUTCOMES } from "@shop/shared/payments";
import type { ReactNode } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { failure, failureMessage } from "../../lib/api-errors.ts";
import { telHref, useCompanyContact } from "../../lib/contact-record.ts";
import { deliveryChargeLine } from "../../lib/delivery-charge.ts";
import { LinkAlert } from "../../lib/link-alert.tsx";
import { OrderStatusChip } from "../../lib/order-status-chip.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { useSession } from "../../lib/session-store.ts";
import { ShopDate } from "../../lib/shop-date.tsx";
import { OrderPayment } from "./order-payment.tsx";
import { useMyOrder } from "./orders-api.ts";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `placed-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: "1.15rem", mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Delivery({ order }: { order: Order }) {
  const shop = useCompanyContact();
  const f = order.orderForm;
  if (f.deliveryType === "home") {
    return (
      <Typography>
        Home delivery to {f.chowkName}, {f.city} (near {f.famousLandMark}). We will call {f.phoneNumber}.
      </Typography>
    );
  }
  return (
    <Typography>
      Store pickup at our shop: {shop.address}. Open {shop.openingHours}. We will call {f.phoneNumber} when it
      is ready.
    </Typography>
  );
}

/**
 * The thank-you page after Confirm Order (/order/:id, for the order's customer): the order
 * number to quote on the phone, what was ordered, where it goes, what happens next and whom to
 * call. The server answers a stranger as if the order did not exist.
 */
export function OrderPlacedPage() {
  const id = Number(useParams().id);
  usePageTitle(`Order ${orderNumber(id)} placed`);
  const signedIn = useSession((s) => Boolean(s.token));
  const order = useMyOrder(signedIn && Number.isInteger(id) ? id : null, { whilePaymentPending: true });
  const returnedText = useSearchParams()[0].get("payment");
  const returned = PAYMENT_RETURN_OUTCOMES.find((o) => o === returnedText) ?? null;
  const shop = useCompanyContact();
  const shopPhone = shop.mobiles[0] ?? "";

  if (!signedIn) {
    return (
      <Container maxWidth="sm" sx={{ py: 5 }}>
        <LinkAlert to="/login" label="Login">
          Please log in to see your order.
        </LinkAlert>
      </Container>
    );
  }
  // A disabled query (an address that is not an order number) is pending forever: not loading.
  if (order.isPending && order.fetchStatus !== "idle") {
    return (
      <Container maxWidth="sm" sx={{ py: 5, textAlign: "center" }}>
        <CircularProgress aria-label="Loading your order" />
      </Container>
    );
  }
  if (!order.data) {
    const missing = !order.error || failure(order.error).status === 404;
    return (
      <Container maxWidth="sm" sx={{ py: 5 }}>
        <Alert severity="error">
          {missing ? `Order ${orderNumber(id)} was not found.` : failureMessage(order.error)}
        </Alert>
      </Container>
    );
  }
  const o = order.data;
  const delivery = deliveryChargeLine(o);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <CheckCircleOutlined color="success" sx={{ fontSize: { xs: 40, md: 52 } }} aria-hidden />
          <Box>
            <Typography variant="h1" sx={{ fontSize: { xs: "1.6rem", md: "2.1rem" } }}>
              Order {orderNumber(o.id)} placed
            </Typography>
            <Typography color="textSecondary">Thank you, {o.users.fullName}.</Typography>
            <Typography color="textSecondary" variant="body2">
              Placed <ShopDate iso={o.createdDate} />
            </Typography>
          </Box>
        </Stack>

        {o.status === "Ready for pickup" && !o.canceled && (
          <Alert severity="success" data-testid="ready-for-pickup">
            Your order is ready for pickup. Collect it at our shop: {shop.address}. Open {shop.openingHours}.
            Please quote {orderNumber(o.id)}.
          </Alert>
        )}

        <Section title="What happens next">
          <List dense disablePadding sx={{ listStyle: "decimal", pl: 2.5 }}>
            <ListItem sx={{ display: "list-item", px: 0 }}>
              We call you on {o.orderForm.phoneNumber} to confirm the order, during opening hours.
            </ListItem>
            <ListItem sx={{ display: "list-item", px: 0 }}>
              {o.orderForm.deliveryType === "home"
                ? "We bring it to your address."
                : "You collect it at the shop; bring the order number."}
            </ListItem>
            <ListItem sx={{ display: "list-item", px: 0 }}>
              Your order history shows its status at every step; quote {orderNumber(o.id)} when you call us.
            </ListItem>
          </List>
          {shopPhone && (
            <Button
              variant="contained"
              color="success"
              startIcon={<PhoneOutlined />}
              href={telHref(shopPhone)}
              sx={{ mt: 2 }}
            >
              Call the shop: {shopPhone}
            </Button>
          )}
        </Section>

        <Section title="Your order">
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
            <Typography color="textSecondary">Status</Typography>
            <OrderStatusChip order={o} />
          </Stack>
          <List dense disablePadding aria-label="Ordered products">
            {o.products.map((p) => (
              <ListItem key={p.id} disableGutters>
                <ListItemText primary={p.name} secondary={`${p.orderedQuantity} × ${formatRs(p.price)}`} />
                <Typography sx={{ whiteSpace: "nowrap", ml: 1 }}>
                  {formatRs(linesTotal([{ price: p.price, pieces: p.orderedQuantity }]))}
                </Typography>
              </ListItem>
            ))}
            {delivery && (
              <ListItem disableGutters>
                <ListItemText primary={delivery.label} />
                <Typography sx={{ whiteSpace: "nowrap", ml: 1 }} data-testid="placed-delivery">
                  {delivery.value}
                </Typography>
              </ListItem>
            )}
          </List>
          <Divider sx={{ my: 1 }} />
          <Stack direction="row" sx={{ justifyContent: "space-between" }}>
            <Typography sx={{ fontWeight: 700 }}>Total</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="placed-total">
              {formatRs(o.totalPrice)}
            </Typography>
          </Stack>
        </Section>

        <Section title={o.orderForm.deliveryType === "home" ? "Delivery" : "Pickup"}>
          <Delivery order={o} />
        </Section>

        <Section title="Payment">
          <OrderPayment order={o} returned={returned} />
          {o.orderForm.note && (
            <Typography sx={{ mt: 1.5, whiteSpace: "pre-line" }}>Your note: {o.orderForm.note}</Typography>
          )}
        </Section>

        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
          <Button variant="contained" component={RouterLink} to="/profile">
            My order history
          </Button>
          <Button
            variant="outlined"
            component={RouterLink}
            to={`/invoice/${o.id}`}
            startIcon={<ReceiptLongOutlined />}
          >
            Invoice
          </Button>
          <Link component={RouterLink} to="/product" sx={{ alignSelf: "center", px: 1 }}>
            Continue shopping
          </Link>
        </Stack>
      </Stack>
    </Container>
  );
}
