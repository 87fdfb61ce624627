import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Alert, Button, CircularProgress, Container, IconButton, Stack, Typography } from "@mui/material";
import { MSG } from "@shop/shared/messages";
import { orderFormSchema } from "@shop/shared/orders";
import { type Gateway, isGateway, PAYMENT_METHOD_LABELS } from "@shop/shared/payments";
import { useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { failureMessage } from "../../lib/api-errors.ts";
import { useCart } from "../../lib/cart-store.ts";
import { OfflineNotice } from "../../lib/offline-notice.tsx";
import { useOrderForm } from "../../lib/order-form-store.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { goToGateway, useStartPayment } from "../../lib/payments-api.ts";
import { useSession } from "../../lib/session-store.ts";
import { toast } from "../../lib/toast.tsx";
import { usePlaceOrder } from "./checkout-api.ts";
import { CheckoutSection } from "./checkout-section.tsx";
import { useDeliveryQuote } from "./delivery-quote.ts";
import { OrderLinesSummary } from "./order-lines-summary.tsx";

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between" }}>
      <Typography color="textSecondary">{label}</Typography>
      <Typography sx={{ textAlign: "right", overflowWrap: "anywhere" }}>{value}</Typography>
    </Stack>
  );
}

/** Checkout step two: what will be ordered and where it goes; Confirm Order places it. */
export function CheckoutSummaryPage() {
  usePageTitle("Checkout summary");
  const lines = useCart((s) => s.lines);
  const clearCart = useCart((s) => s.clear);
  const token = useSession((s) => s.token);
  const form = useOrderForm();
  const navigate = useNavigate();
  const [serverMessage, setServerMessage] = useState("");
  const quote = useDeliveryQuote(form, lines);
  // Set before the cart is emptied, so the guard below does not send a successful shopper back.
  const placed = useRef(false);
  const startPayment = useStartPayment();
  // The gateway the browser is being sent to, once the order is placed.
  const [paying, setPaying] = useState<Gateway | null>(null);

  const place = usePlaceOrder({
    onSuccess: (result) => {
      placed.current = true;
      toast(result.message ?? MSG.checkoutSuccess, "success");
      form.clear();
      clearCart();
      const method = result.data.orderForm.paymentMethod;
      if (!isGateway(method)) {
        navigate(`/order/${result.data.id}`);
        return;
      }
      // Paid online: the order is placed; now to the gateway. If it cannot be reached, the
      // order's own page offers to try again or to pay another way.
      setPaying(method);
      startPayment.mutate(
        { orderId: result.data.id, gateway: method },
        {
          onSuccess: goToGateway,
          onError: (error) => {
            toast(failureMessage(error), "warning");
            navigate(`/order/${result.data.id}`);
          },
        },
      );
    },
    onError: (error) => {
      setServerMessage(failureMessage(error, ""));
      toast(MSG.confirmFailed, "error");
    },
  });

  // Reached without a finished first step (a reload after success, a typed address): go back to it.
  const formValid = orderFormSchema.safeParse(form).success;
  if (paying) {
    return (
      <Container maxWidth="sm" sx={{ py: 6, textAlign: "center" }}>
        <CircularProgress aria-label={`Opening ${PAYMENT_METHOD_LABELS[paying]}`} />
        <Typography sx={{ mt: 2 }} role="status">
          Your order is placed. Taking you to {PAYMENT_METHOD_LABELS[paying]} to pay…
        </Typography>
      </Container>
    );
  }
  if (placed.current) return null;
  if (!place.isSuccess && (!token || lines.length === 0 || !formValid))
    return <Navigate to="/checkout" replace />;

  const home = form.deliveryType === "home";
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 3 }}>
        <IconButton aria-label="Back to checkout" onClick={() => navigate("/checkout")}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h1">Checkout summary</Typography>
      </Stack>
      <OfflineNotice action="Placing the order" />
      <Stack spacing={3}>
        <CheckoutSection id="delivery-details" title="Delivery details">
          <Stack spacing={1}>
            <Detail label="Delivery" value={home ? "Home Delivery" : "Store Visit"} />
            <Detail label="Phone Number" value={form.phoneNumber} />
            {home && (
              <>
                <Detail label="City" value={form.city} />
                <Detail label="Chowk Name" value={form.chowkName} />
                <Detail label="Famous Landmark" value={form.famousLandMark} />
              </>
            )}
            <Detail label="Payment" value={PAYMENT_METHOD_LABELS[form.paymentMethod]} />
            {form.note && <Detail label="Note for the shop" value={form.note} />}
          </Stack>
        </CheckoutSection>
        <CheckoutSection id="summary-items" title="Items">
          <OrderLinesSummary lines={lines} quote={quote} />
        </CheckoutSection>
        {serverMessage && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => navigate("/cart")}>
                Change cart
              </Button>
            }
          >
            {serverMessage}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          disabled={place.isPending}
          onClick={() => {
            setServerMessage("");
            place.mutate({
              body: {
                orderForm: {
                  deliveryType: form.deliveryType,
                  phoneNumber: form.phoneNumber,
                  city: form.city,
                  chowkName: form.chowkName,
                  famousLandMark: form.famousLandMark,
                  ...(form.deliveryType === "home" && form.deliveryAreaId !== null
                    ? { deliveryAreaId: form.deliveryAreaId }
                    : {}),
                  paymentMethod: form.paymentMethod,
                  note: form.note,
                  total: quote.total,
                },
                products: lines.map((l) => ({ id: l.id, orderedQuantity: l.orderedQuantity })),
                token,
              },
              key: form.attemptKey(),
            });
          }}
        >
          {place.isPending ? "Confirming..." : "Confirm Order"}
        </Button>
      </Stack>
    </Container>
  );
}
