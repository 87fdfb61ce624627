import { formatRs } from "@shop/shared/money";
import type { Order } from "@shop/shared/orders";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../../db/schema.ts";

function linesText(order: Order): string {
  return order.products.map((p) => `  ${p.orderedQuantity} x ${p.name} at ${formatRs(p.price)}`).join("\n");
}

function delivery(order: Order): string {
  const f = order.orderForm;
  return f.deliveryType === "home"
    ? `Home delivery to ${f.chowkName}, ${f.city} (near ${f.famousLandMark}). Phone ${f.phoneNumber}.`
    : `Store pickup at our shop. Phone ${f.phoneNumber}.`;
}

/**
 * Tells the customer about their order. Mail is sent after the change is committed; a mail
 * server that fails is logged and never undoes or fails the order.
 */
export async function mailCustomer(app: FastifyInstance, order: Order, kind: "placed" | "status" | "cancel") {
  try {
    const [customer] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, order.users.id));
    if (!customer) return;
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
    await app.mailer.send({
      to: customer.email,
      subject: subjects[kind],
      text: `Namaste ${order.users.fullName},\n\n${intro[kind]}\n\nOrder #${order.id}\n${linesText(order)}\nTotal: ${formatRs(order.totalPrice)}\n${delivery(order)}\n\nKoshi IT Solutions`,
    });
  } catch (error) {
    app.log.error({ err: error, orderId: order.id }, "order e-mail could not be sent");
  }
}
