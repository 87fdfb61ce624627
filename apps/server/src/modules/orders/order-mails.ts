import { deliveryAddress } from "@shop/shared/address";
import { COMPANY } from "@shop/shared/constants";
import { formatShopDateTimeBs } from "@shop/shared/dates";
import { formatRs } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { ORDER_PAYMENT_METHOD_LABELS } from "@shop/shared/payments";
import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/types.ts";
import { enqueueMail, mailInsert, type OutgoingMail, SHOP } from "../mail/mail-outbox.ts";

function linesText(order: Order): string {
  const lines = order.products.map((p) => `  ${p.orderedQuantity} x ${p.name} at ${formatRs(p.price)}`);
  // A home delivery's charge is its own line, free or not, so the total adds up on paper.
  if (order.orderForm.deliveryType === "home") {
    const charge = order.deliveryCharge > 0 ? formatRs(order.deliveryCharge) : "free";
    lines.push(`  Delivery to ${order.orderForm.city}: ${charge}`);
  }
  return lines.join("\n");
}

function delivery(order: Order): string {
  const f = order.orderForm;
  return f.deliveryType === "home"
    ? `Home delivery to ${deliveryAddress(f)}. Phone ${f.phoneNumber}.`
    : `Store pickup at our shop. Phone ${f.phoneNumber}.`;
}

/** Where the shop's e-mails go, and the time zone their dates are written in. */
export interface ShopMailbox {
  email: string | undefined;
  timeZone: string;
}

function summary(order: Order, timeZone: string): string {
  const { paymentMethod, note } = order.orderForm;
  return [
    `Order ${orderNumber(order.id)}`,
    `Placed: ${formatShopDateTimeBs(order.createdDate, timeZone)}`,
    linesText(order),
    `Total: ${formatRs(order.totalPrice)}`,
    delivery(order),
    `Payment: ${ORDER_PAYMENT_METHOD_LABELS[paymentMethod]}.`,
    ...(note ? [`Note: ${note}`] : []),
  ].join("\n");
}

export type OrderMailKind = "placed" | "status" | "cancel";

function customerMail(order: Order, to: string, kind: OrderMailKind, timeZone: string): OutgoingMail {
  const subjects = {
    placed: `Your order ${orderNumber(order.id)} is placed`,
    status:
      order.status === "Ready for pickup"
        ? `Your order ${orderNumber(order.id)} is ready for pickup`
        : `Your order ${orderNumber(order.id)} is now ${order.status}`,
    cancel: order.canceled
      ? `Your order ${orderNumber(order.id)} is cancelled`
      : `Your order ${orderNumber(order.id)} is active again`,
  };
  const intro = {
    placed: "Thank you for your order. We will call you to confirm it.",
    status:
      order.status === "Ready for pickup"
        ? `Your order is ready for pickup. Please collect it at our shop during opening hours and quote order ${orderNumber(order.id)}.`
        : `The status of your order is now: ${order.status}.`,
    cancel: order.canceled
      ? "Your order has been cancelled."
      : "Your order has been restored and is active again.",
  };
  return {
    to,
    subject: subjects[kind],
    text: `Namaste ${order.users.fullName},\n\n${intro[kind]}\n\n${summary(order, timeZone)}\n\n${COMPANY.name}`,
  };
}

/** The shop hears of every new order, with what to prepare and whom to call. */
function shopMail(order: Order, timeZone: string): OutgoingMail {
  return {
    to: SHOP,
    subject: `New order ${orderNumber(order.id)} from ${order.users.fullName}: ${formatRs(order.totalPrice)}`,
    text: `A new order is waiting for approval.\n\nCustomer: ${order.users.fullName}, phone ${order.users.phone}\n\n${summary(order, timeZone)}`,
  };
}

/**
 * Queues the e-mails an order change causes, in the change's own transaction: the customer is
 * told of every change; the shop of every new order.
 */
export async function queueOrderMails(
  tx: Executor,
  shop: ShopMailbox,
  order: Order,
  customerEmail: string,
  kind: OrderMailKind,
): Promise<void> {
  await enqueueMail(tx, shop.email, orderMails(order, customerEmail, kind, shop.timeZone));
}

/**
 * The statement queueOrderMails runs, for several orders at once (each with its customer's
 * address), for a caller that sends it within a larger one.
 */
export function orderMailsInsert(
  shop: ShopMailbox,
  changed: { order: Order; customerEmail: string }[],
  kind: OrderMailKind,
): SQL | undefined {
  return mailInsert(
    shop.email,
    changed.flatMap(({ order, customerEmail }) => orderMails(order, customerEmail, kind, shop.timeZone)),
  );
}

function orderMails(order: Order, customerEmail: string, kind: OrderMailKind, timeZone: string) {
  const mails = [customerMail(order, customerEmail, kind, timeZone)];
  if (kind === "placed") mails.push(shopMail(order, timeZone));
  return mails;
}
