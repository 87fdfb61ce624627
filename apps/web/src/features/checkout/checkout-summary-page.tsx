import "./checkout.css";
import { MSG } from "@shop/shared/messages";
import { orderFormSchema } from "@shop/shared/orders";
import { type Gateway, isGateway, PAYMENT_METHOD_LABELS } from "@shop/shared/payments";
import { useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { Spinner } from "../../layouts/page-loading.tsx";
import { Icon } from "../../layouts/shell-icons.tsx";
import { failureMessage } from "../../lib/api-errors.ts";
import { useCart } from "../../lib/cart-store.ts";
import { OfflineNotice } from "../../lib/offline-notice.tsx";
import { useOrderForm } from "../../lib/order-form-store.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { goToGateway, useStartPayment } from "../../lib/payments-api.ts";
import { PlainAlert } from "../../lib/plain-ui.tsx";
import { useSession } from "../../lib/session-store.ts";
import { toast } from "../../lib/toast.tsx";
import { usePlaceOrder } from "./checkout-api.ts";
import { CheckoutSection } from "./checkout-section.tsx";
import { useDeliveryQuote } from "./delivery-quote.ts";
import { OrderLinesSummary } from "./order-lines-summary.tsx";

// MUI's ArrowBack icon.
const ARROW_BACK = "M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z";

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="ck-row">
      <p className="pu-muted">{label}</p>
      <p className="ck-detail-value">{value}</p>
    </div>
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
      <div className="sh-container ck-page-sm ck-paying">
        <Spinner label={`Opening ${PAYMENT_METHOD_LABELS[paying]}`} />
        <p className="ck-paying-text" role="status">
          Your order is placed. Taking you to {PAYMENT_METHOD_LABELS[paying]} to pay…
        </p>
      </div>
    );
  }
  if (placed.current) return null;
  if (!place.isSuccess && (!token || lines.length === 0 || !formValid))
    return <Navigate to="/checkout" replace />;

  const home = form.deliveryType === "home";
  return (
    <div className="sh-container ck-page ck-page-md">
      <div className="ck-heading-row">
        <button
          type="button"
          className="pu-icon-button"
          aria-label="Back to checkout"
          onClick={() => navigate("/checkout")}
        >
          <Icon d={ARROW_BACK} />
        </button>
        <h1 className="pu-h1">Checkout summary</h1>
      </div>
      <OfflineNotice action="Placing the order" />
      <div className="ck-stack ck-gap-3">
        <CheckoutSection id="delivery-details" title="Delivery details">
          <div className="ck-stack ck-gap-1">
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
          </div>
        </CheckoutSection>
        <CheckoutSection id="summary-items" title="Items">
          <OrderLinesSummary lines={lines} quote={quote} />
        </CheckoutSection>
        {serverMessage && (
          <PlainAlert
            severity="error"
            action={
              <button type="button" className="pu-text-button" onClick={() => navigate("/cart")}>
                Change cart
              </button>
            }
          >
            {serverMessage}
          </PlainAlert>
        )}
        <button
          type="button"
          className="pu-button pu-button-contained pu-button-large"
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
        </button>
      </div>
    </div>
  );
}
