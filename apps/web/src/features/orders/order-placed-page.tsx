import "../../lib/plain-ui.css";
import "./orders.css";
import { deliveryAddress } from "@shop/shared/address";
import { formatRs, linesTotal } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import { isFinal } from "@shop/shared/order-lifecycle";
import type { Order } from "@shop/shared/orders";
import { PAYMENT_RETURN_OUTCOMES } from "@shop/shared/payments";
import type { ReactNode } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { Spinner } from "../../layouts/page-loading.tsx";
import { Icon } from "../../layouts/shell-icons.tsx";
import { failure, failureMessage } from "../../lib/api-errors.ts";
import { telHref, useCompanyContact } from "../../lib/contact-record.ts";
import { deliveryChargeLine } from "../../lib/delivery-charge.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { PlainOrderStatusChip } from "../../lib/plain-order-status-chip.tsx";
import { LoginToSee, PlainAlert } from "../../lib/plain-ui.tsx";
import { useSession } from "../../lib/session-store.ts";
import { ShopDate } from "../../lib/shop-date.tsx";
import { OrderPayment } from "./order-payment.tsx";
import { useMyOrder } from "./orders-api.ts";

// MUI's CheckCircleOutlined, PhoneOutlined and ReceiptLongOutlined icons, without MUI.
const CHECK =
  "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z";
const PHONE =
  "M6.54 5c.06.89.21 1.76.45 2.59l-1.2 1.2c-.41-1.2-.67-2.47-.76-3.79zm9.86 12.02c.85.24 1.72.39 2.6.45v1.49c-1.32-.09-2.59-.35-3.8-.75zM7.5 3H4c-.55 0-1 .45-1 1 0 9.39 7.61 17 17 17 .55 0 1-.45 1-1v-3.49c0-.55-.45-1-1-1-1.24 0-2.45-.2-3.57-.57-.1-.04-.21-.05-.31-.05-.26 0-.51.1-.71.29l-2.2 2.2c-2.83-1.45-5.15-3.76-6.59-6.59l2.2-2.2c.28-.28.36-.67.25-1.02C8.7 6.45 8.5 5.25 8.5 4c0-.55-.45-1-1-1";
const RECEIPT = [
  "M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM15 20H6c-.55 0-1-.45-1-1v-1h10zm4-1c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11z",
  "M9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z",
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `placed-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="pu-paper op-section">
      <h2 id={id} className="op-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Delivery({ order }: { order: Order }) {
  const shop = useCompanyContact();
  const f = order.orderForm;
  if (f.deliveryType === "home") {
    return (
      <p className="oh-body">
        Home delivery to {deliveryAddress(f)}. We will call {f.phoneNumber}.
      </p>
    );
  }
  return (
    <p className="oh-body">
      Store pickup at our shop: {shop.address}. Open {shop.openingHours}. We will call {f.phoneNumber} when it
      is ready.
    </p>
  );
}

/**
 * The thank-you page after Confirm Order (/order/:id, for the order's customer): the order
 * number to quote on the phone, what was ordered, where it goes, what happens next and whom to
 * call. The server answers a stranger as if the order did not exist. Plain elements (orders.css,
 * MUI's look), so the page loads no MUI.
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
      <div className="sh-container op-narrow">
        <LoginToSee>Please log in to see your order.</LoginToSee>
      </div>
    );
  }
  // A disabled query (an address that is not an order number) is pending forever: not loading.
  if (order.isPending && order.fetchStatus !== "idle") {
    return (
      <div className="sh-container op-narrow op-center">
        <Spinner label="Loading your order" />
      </div>
    );
  }
  if (!order.data) {
    const missing = !order.error || failure(order.error).status === 404;
    return (
      <div className="sh-container op-narrow">
        <PlainAlert severity="error">
          {missing ? `Order ${orderNumber(id)} was not found.` : failureMessage(order.error)}
        </PlainAlert>
      </div>
    );
  }
  const o = order.data;
  const delivery = deliveryChargeLine(o);
  // The next steps speak of an order still under way; a completed, rejected or cancelled one
  // has none, and the page keeps only the way to call the shop about it.
  const underWay = !o.canceled && !isFinal(o.status);
  return (
    <div className="sh-container op-page">
      <div className="op-stack">
        <div className="op-head">
          <span className="op-check">
            <Icon d={CHECK} />
          </span>
          <div>
            <h1 className="op-title">Order {orderNumber(o.id)} placed</h1>
            <p className="oh-body pu-muted">Thank you, {o.users.fullName}.</p>
            <p className="oh-body2 pu-muted">
              Placed <ShopDate iso={o.createdDate} />
            </p>
          </div>
        </div>

        {o.status === "Ready for pickup" && !o.canceled && (
          <PlainAlert severity="success" testId="ready-for-pickup">
            Your order is ready for pickup. Collect it at our shop: {shop.address}. Open {shop.openingHours}.
            Please quote {orderNumber(o.id)}.
          </PlainAlert>
        )}

        <Section title={underWay ? "What happens next" : "Questions about this order?"}>
          {underWay ? (
            <ul className="op-steps">
              <li className="op-step">
                We call you on {o.orderForm.phoneNumber} to confirm the order, during opening hours.
              </li>
              <li className="op-step">
                {o.orderForm.deliveryType === "home"
                  ? "We bring it to your address."
                  : "You collect it at the shop; bring the order number."}
              </li>
              <li className="op-step">
                Your order history shows its status at every step; quote {orderNumber(o.id)} when you call us.
              </li>
            </ul>
          ) : (
            <p className="oh-body2 pu-muted">Quote {orderNumber(o.id)} when you call us.</p>
          )}
          {shopPhone && (
            <a className="pu-button pu-button-contained op-button-success op-call" href={telHref(shopPhone)}>
              <Icon d={PHONE} />
              Call the shop: {shopPhone}
            </a>
          )}
        </Section>

        <Section title="Your order">
          <div className="op-status">
            <p className="oh-body pu-muted">Status</p>
            <PlainOrderStatusChip order={o} />
          </div>
          <ul aria-label="Ordered products" className="op-lines">
            {o.products.map((p) => (
              <li key={p.id} className="op-line">
                <div className="op-line-text op-line-text-two">
                  <span className="oh-body2 op-block">{p.name}</span>
                  <p className="oh-body2 pu-muted">{`${p.orderedQuantity} × ${formatRs(p.price)}`}</p>
                </div>
                <p className="oh-body op-amount">
                  {formatRs(linesTotal([{ price: p.price, pieces: p.orderedQuantity }]))}
                </p>
              </li>
            ))}
            {delivery && (
              <li className="op-line">
                <div className="op-line-text">
                  <span className="oh-body2 op-block">{delivery.label}</span>
                </div>
                <p className="oh-body op-amount" data-testid="placed-delivery">
                  {delivery.value}
                </p>
              </li>
            )}
          </ul>
          <hr className="op-divider" />
          <div className="op-total">
            <p className="oh-body oh-strong">Total</p>
            <p className="oh-body oh-strong" data-testid="placed-total">
              {formatRs(o.totalPrice)}
            </p>
          </div>
        </Section>

        <Section title={o.orderForm.deliveryType === "home" ? "Delivery" : "Pickup"}>
          <Delivery order={o} />
        </Section>

        <Section title="Payment">
          <OrderPayment order={o} returned={returned} />
          {o.orderForm.note && <p className="oh-body op-note">Your note: {o.orderForm.note}</p>}
        </Section>

        <div className="op-actions">
          <RouterLink className="pu-button pu-button-contained" to="/profile">
            My order history
          </RouterLink>
          <RouterLink className="pu-button pu-button-outlined" to={`/invoice/${o.id}`}>
            <Icon d={RECEIPT} />
            Invoice
          </RouterLink>
          <RouterLink className="op-link" to="/product">
            Continue shopping
          </RouterLink>
        </div>
      </div>
    </div>
  );
}
