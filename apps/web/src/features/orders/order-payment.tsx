import { Alert, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { formatRs } from "@shop/shared/money";
import { lifecycleOf, type Order } from "@shop/shared/orders";
import type { PaymentReturnOutcome } from "@shop/shared/payments";
import {
  defaultPaymentMethod,
  type Gateway,
  isGateway,
  ORDER_PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_LABELS,
  paymentHint,
} from "@shop/shared/payments";
import { failureMessage } from "../../lib/api-errors.ts";
import { goToGateway, useOnlineGateways, useStartPayment, useSwitchPayment } from "../../lib/payments-api.ts";
import { toast } from "../../lib/toast.tsx";

/** What a return from the gateway adds to an unpaid order's message. */
const RETURN_NOTES: Partial<Record<PaymentReturnOutcome, string>> = {
  failed: "The payment was cancelled or did not go through, so nothing was taken.",
  refused: "We could not confirm that payment, so the order is not marked paid. If money was taken, call us.",
};

/** Whether this order can still be paid, or change how it is paid (the server checks again). */
function payable(order: Order): boolean {
  const { status, canceled } = lifecycleOf(order);
  return (
    !canceled &&
    status !== "Rejected" &&
    status !== "Completed" &&
    (order.payment.status === "unpaid" || order.payment.status === "pending")
  );
}

/**
 * The order page's payment: paid, refunded, being confirmed ("we are confirming your payment",
 * the page asks again by itself), or not paid, with buttons to try again and to pay another way
 * (cash on delivery or at the store). `returned` is what the gateway's return said (`?payment=`).
 */
export function OrderPayment({ order, returned }: { order: Order; returned: PaymentReturnOutcome | null }) {
  const { gateways } = useOnlineGateways();
  const start = useStartPayment();
  const change = useSwitchPayment();
  const { payment } = order;
  const method = payment.method;
  const offline = defaultPaymentMethod(order.orderForm.deliveryType);
  const busy = start.isPending || change.isPending;
  const online = isGateway(method);

  const pay = (gateway: Gateway) =>
    start.mutate(
      { orderId: order.id, gateway },
      { onSuccess: goToGateway, onError: (error) => toast(failureMessage(error), "warning") },
    );
  const payOffline = () =>
    change.mutate(
      { orderId: order.id, method: offline },
      {
        onSuccess: (answer) => toast(answer.message ?? "Payment method changed", "success"),
        onError: (error) => toast(failureMessage(error), "warning"),
      },
    );

  if (payment.status === "paid" || payment.status === "refunded") {
    const gateway = ORDER_PAYMENT_METHOD_LABELS[method];
    return (
      <Stack spacing={1} data-testid="order-payment" data-status={payment.status}>
        <Alert severity="success">
          Paid {formatRs(payment.paidAmount)} with {gateway}.
          {payment.gatewayRef && ` Transaction ${payment.gatewayRef}.`}
        </Alert>
        {payment.status === "refunded" && (
          <Alert severity="info">
            Refunded {formatRs(payment.refundedAmount)} of {formatRs(payment.paidAmount)} to you through{" "}
            {gateway}.
          </Alert>
        )}
      </Stack>
    );
  }

  if (payment.status === "pending") {
    return (
      <Stack spacing={1.5} data-testid="order-payment" data-status="pending">
        <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />}>
          We are confirming your payment with {ORDER_PAYMENT_METHOD_LABELS[method]}. This page updates by
          itself.
        </Alert>
        {payable(order) && (
          <Typography variant="body2" color="textSecondary">
            If you did not finish paying, you can try again or pay{" "}
            {offline === "pay_at_store" ? "at the store" : "on delivery"} instead:
          </Typography>
        )}
        {payable(order) && choices()}
      </Stack>
    );
  }

  // Unpaid: paid on the spot, or an online payment that has not (yet) gone through.
  return (
    <Stack spacing={1.5} data-testid="order-payment" data-status="unpaid">
      {online ? (
        <Alert severity="warning">Not paid yet. {returned && RETURN_NOTES[returned]}</Alert>
      ) : (
        <div>
          <Typography sx={{ fontWeight: 600 }}>{ORDER_PAYMENT_METHOD_LABELS[method]}</Typography>
          <Typography color="textSecondary">{paymentHint(method)}</Typography>
        </div>
      )}
      {payable(order) && (online || gateways.length > 0) && choices()}
    </Stack>
  );

  function choices() {
    return (
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ flexWrap: "wrap" }}>
        {gateways.map((gateway) => (
          <Button
            key={gateway}
            variant={gateway === method ? "contained" : "outlined"}
            disabled={busy}
            onClick={() => pay(gateway)}
          >
            {gateway === method && online
              ? `Try again with ${PAYMENT_METHOD_LABELS[gateway]}`
              : `Pay with ${PAYMENT_METHOD_LABELS[gateway]}`}
          </Button>
        ))}
        {online && (
          <Button variant="outlined" color="inherit" disabled={busy} onClick={payOffline}>
            {offline === "pay_at_store" ? "Pay at the store instead" : "Pay cash on delivery instead"}
          </Button>
        )}
      </Stack>
    );
  }
}
