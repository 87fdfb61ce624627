import "../../lib/plain-ui.css";
import "./orders.css";
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
import { Spinner } from "../../layouts/page-loading.tsx";
import { failureMessage } from "../../lib/api-errors.ts";
import { goToGateway, useOnlineGateways, useStartPayment, useSwitchPayment } from "../../lib/payments-api.ts";
import { PlainAlert } from "../../lib/plain-ui.tsx";
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
 * Plain elements (orders.css), like the order's page around it.
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
      <div className="op-pay op-pay-tight" data-testid="order-payment" data-status={payment.status}>
        <PlainAlert severity="success">
          Paid {formatRs(payment.paidAmount)} with {gateway}.
          {payment.gatewayRef && ` Transaction ${payment.gatewayRef}.`}
        </PlainAlert>
        {payment.status === "refunded" && (
          <PlainAlert severity="info">
            Refunded {formatRs(payment.refundedAmount)} of {formatRs(payment.paidAmount)} to you through{" "}
            {gateway}.
          </PlainAlert>
        )}
      </div>
    );
  }

  if (payment.status === "pending") {
    return (
      <div className="op-pay" data-testid="order-payment" data-status="pending">
        <PlainAlert severity="info" icon={<Spinner hidden className="op-spinner-small" />}>
          We are confirming your payment with {ORDER_PAYMENT_METHOD_LABELS[method]}. This page updates by
          itself.
        </PlainAlert>
        {payable(order) && (
          <p className="oh-body2 pu-muted">
            If you did not finish paying, you can try again or pay{" "}
            {offline === "pay_at_store" ? "at the store" : "on delivery"} instead:
          </p>
        )}
        {payable(order) && choices()}
      </div>
    );
  }

  // Unpaid: paid on the spot, or an online payment that has not (yet) gone through.
  return (
    <div className="op-pay" data-testid="order-payment" data-status="unpaid">
      {online ? (
        <PlainAlert severity="warning">Not paid yet. {returned && RETURN_NOTES[returned]}</PlainAlert>
      ) : (
        <div>
          <p className="oh-body op-method">{ORDER_PAYMENT_METHOD_LABELS[method]}</p>
          <p className="oh-body pu-muted">{paymentHint(method)}</p>
        </div>
      )}
      {payable(order) && (online || gateways.length > 0) && choices()}
    </div>
  );

  function choices() {
    return (
      <div className="op-choices">
        {gateways.map((gateway) => (
          <button
            type="button"
            key={gateway}
            className={`pu-button ${gateway === method ? "pu-button-contained" : "pu-button-outlined"}`}
            disabled={busy}
            onClick={() => pay(gateway)}
          >
            {gateway === method && online
              ? `Try again with ${PAYMENT_METHOD_LABELS[gateway]}`
              : `Pay with ${PAYMENT_METHOD_LABELS[gateway]}`}
          </button>
        ))}
        {online && (
          <button
            type="button"
            className="pu-button pu-button-outlined op-button-inherit"
            disabled={busy}
            onClick={payOffline}
          >
            {offline === "pay_at_store" ? "Pay at the store instead" : "Pay cash on delivery instead"}
          </button>
        )}
      </div>
    );
  }
}
