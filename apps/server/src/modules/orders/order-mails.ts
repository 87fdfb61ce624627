import { COMPANY } from "@shop/shared/constants";
import { formatRs } from "@shop/shared/money";
import type { Order } from "@shop/shared/orders";
import { PAYMENT_METHOD_LABELS } from "@shop/shared/payments";
import type { Executor } from "../../db/types.ts";
import { enqueueMail, type OutgoingMail, SHOP } from "../mail/mail-outbox.ts";

function linesText(order: Order): string {
  return order.products.map((p) => `  ${p.orderedQuantity} x ${p.name} at ${formatRs(p.price)}`).join("\n");
}

function delivery(order: Order): string {
  const f = order.orderForm;
  return f.deliveryType === "home"
    ? `Home delivery to ${f.chowkName}, ${f.city} (near ${f.famousLandMark}). Phone ${f.phoneNumber}.`
    : `Store pickup at our shop. Phone ${f.phoneNumber}.`;
}

function summary(order: Order): string {
  const { paymentMethod, note } = order.orderForm;
  const payment = `Payment: ${PAYMENT_METHOD_LABELS[paymentMethod]}.`;
  const noted = note ? `\nNote: ${note}` : "";
  return `Order #${order.id}\n${linesText(order)}\nTotal: ${formatRs(order.totalPrice)}\n${delivery(order)}\n${payment}${noted}`;
}

export type OrderMailKind = "placed" | "status" | "cancel";

function customerMail(order: Order, to: string, kind: OrderMailKind): OutgoingMail {
  const subjects = {
    placed: `Your order #${order.id} is placed`,
    status: `Your order #${order.id} is now ${order.status}`,
    cancel: order.canceled
      ? `Your order #${order.id} is cancelled`
      : `Your order #${order.id} is active again`,
  };
  const intro = {
    placed: "Thank you for your order. We will call you to confirm it.",
    status: `The status of your order is now: ${order.status}.`,
    cancel: order.canceled
      ? "Your order has been cancelled."
      : "Your order has been restored and is active again.",
  };
  return {
    to,
    subject: subjects[kind],
    text: `Namaste ${order.users.fullName},\n\n${intro[kind]}\n\n${summary(order)}\n\n${COMPANY.name}`,
  };
}

/** The shop hears of every new order, with what to prepare and whom to call. */
function shopMail(order: Order): OutgoingMail {
  return {
    to: SHOP,
    subject: `New order #${order.id} from ${order.users.fullName}: ${formatRs(order.totalPrice)}`,
    text: `A new order is waiting for approval.\n\nCustomer: ${order.users.fullName}, phone ${order.users.phone}\n\n${summary(order)}`,
  };
}

/**
 * Queues the e-mails an order change causes, in the change's own transaction: the customer is
 * told of every change; the shop of every new order.
 */
export async function queueOrderMails(
  tx: Executor,
  shopEmail: string | undefined,
  order: Order,
  customerEmail: string,
  kind: OrderMailKind,
): Promise<void> {
  const mails = [customerMail(order, customerEmail, kind)];
  if (kind === "placed") mails.push(shopMail(order));
  await enqueueMail(tx, shopEmail, mails);
}
