import { formatRs, paisaToRupees } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import { PAYMENT_METHOD_LABELS, type PaymentLogEvent } from "@shop/shared/payments";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { orders, paymentAttempts, users } from "../../db/schema.ts";
import type { Db, Executor, Tx } from "../../db/types.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { enqueueMail, SHOP } from "../mail/mail-outbox.ts";
import type { Verdict } from "./gateway.ts";
import { logPayment } from "./payment-log.ts";

export type AttemptRow = typeof paymentAttempts.$inferSelect;

/**
 * What became of an attempt after the gateway was asked: paid (the order is marked paid now),
 * already_paid / already_failed (settled before: nothing changes), duplicate (paid at the gateway
 * after another attempt paid the order: to refund), refused (the gateway's answer does not fit
 * the attempt: another amount, merchant or transaction), pending, failed.
 */
export type Settled =
  | "paid"
  | "already_paid"
  | "already_failed"
  | "duplicate"
  | "refused"
  | "pending"
  | "failed";

/** An eSewa attempt with no payment yet is given up only once its payment page has surely closed. */
export const NOT_FOUND_GRACE_MS = 60 * 60_000;

/** When to ask the gateway again about an attempt still open: soon at first, then less often. */
export function nextCheckDelayMs(
  attempt: Pick<AttemptRow, "gateway" | "checks" | "expiresAt">,
  now: Date,
): number {
  const base = attempt.gateway === "esewa" ? 5 * 60_000 : 10 * 60_000;
  const slower = attempt.checks >= 6 ? 30 * 60_000 : base;
  // Khalti: right after its payment page closes, when that comes sooner.
  if (attempt.expiresAt && attempt.expiresAt.getTime() > now.getTime()) {
    return Math.max(60_000, Math.min(slower, attempt.expiresAt.getTime() - now.getTime() + 60_000));
  }
  return slower;
}

/**
 * The order's payment status after its attempts changed: pending while any attempt is open,
 * else unpaid. A paid or refunded order is not touched (the conditional update).
 */
export async function refreshOrderPayment(tx: Executor, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({
      paymentStatus: sql`case when exists (select 1 from ${paymentAttempts}
        where ${paymentAttempts.orderId} = ${orderId} and ${paymentAttempts.state} = 'pending')
        then 'pending' else 'unpaid' end`,
    })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ["unpaid", "pending"])));
}

/** Why a "paid" answer does not fit the attempt, or null when it does. */
function mismatch(
  attempt: AttemptRow,
  order: { totalPaisa: number },
  verdict: Verdict,
  merchant: string | null,
): string | null {
  if (verdict.amountPaisa !== attempt.amountPaisa || attempt.amountPaisa !== order.totalPaisa) {
    return `amount ${verdict.amountPaisa ?? "missing"} paisa, the order's is ${order.totalPaisa}`;
  }
  if (merchant !== null && verdict.merchant !== merchant)
    return `paid to merchant ${verdict.merchant ?? "none"}`;
  if (!verdict.txnId) return "no transaction id";
  return null;
}

interface Source {
  event: PaymentLogEvent;
  /** What the return claimed, logged beside the gateway's answer. */
  claimed?: Record<string, unknown>;
  /** The merchant the answer must name (eSewa's product code); null when the gateway names none. */
  merchant: string | null;
  shopEmail: string | undefined;
  now?: Date;
}

/**
 * Applies what the gateway said about an attempt, in one transaction that locks the order row
 * (a return, a second tab and the background check of the same order run one after the other),
 * and logs it as one row. Only a pending attempt of an unpaid order becomes paid, by conditional
 * updates: a replay, a reload or a second tab finds it settled and changes nothing.
 */
export async function settle(db: Db, attemptId: string, verdict: Verdict, source: Source): Promise<Settled> {
  return db.transaction(async (tx) => {
    const now = source.now ?? new Date();
    const [found] = await tx
      .select({ orderId: paymentAttempts.orderId })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId));
    if (!found) throw new Error(`payment attempt ${attemptId} is gone`);
    // The order first, then the attempt: every payment path locks in this order.
    const [order] = await tx
      .select({ id: orders.id, totalPaisa: orders.totalPaisa, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, found.orderId))
      .for("update");
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId))
      .for("update");
    const outcome = await decide(tx, attempt!, order!, verdict, source, now);
    await logPayment(tx, {
      event: source.event,
      outcome,
      gateway: attempt!.gateway,
      attemptId,
      orderId: order!.id,
      detail: {
        ...(source.claimed ? { claimed: source.claimed } : {}),
        gateway: { status: verdict.gatewayStatus, answer: verdict.answer },
      },
    });
    return outcome;
  });
}

/** What a settled attempt reads as when the gateway is asked about it again. */
function settledBefore(attempt: AttemptRow): Settled {
  if (attempt.state === "paid") return "already_paid";
  if (attempt.state === "duplicate" || attempt.state === "refused") return attempt.state;
  return "already_failed";
}

async function decide(
  tx: Tx,
  attempt: AttemptRow,
  order: { id: number; totalPaisa: number; paymentStatus: string },
  verdict: Verdict,
  source: Source,
  now: Date,
): Promise<Settled> {
  const open = attempt.state === "pending";
  const close = async (state: "failed" | "refused" | "duplicate" | "paid", txnId: string | null = null) => {
    await tx
      .update(paymentAttempts)
      .set({
        state,
        gatewayStatus: verdict.gatewayStatus,
        gatewayTxnId: txnId,
        settledAt: now,
        updatedAt: now,
      })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.state, "pending")));
  };

  if (verdict.status === "paid") {
    if (!open) return settledBefore(attempt);
    const problem = mismatch(attempt, order, verdict, source.merchant);
    if (problem) {
      await close("refused");
      await refreshOrderPayment(tx, order.id);
      return "refused";
    }
    // A transaction id another attempt already holds pays nothing twice (the unique index says so too).
    const [reused] = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.gateway, attempt.gateway),
          eq(paymentAttempts.gatewayTxnId, verdict.txnId!),
          ne(paymentAttempts.id, attempt.id),
        ),
      );
    if (reused) {
      await close("refused");
      await refreshOrderPayment(tx, order.id);
      return "refused";
    }
    const marked = await tx
      .update(orders)
      .set({
        paymentStatus: "paid",
        paidPaisa: attempt.amountPaisa,
        paymentRef: verdict.txnId!,
        paymentMethod: attempt.gateway,
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, ["unpaid", "pending"])))
      .returning({ id: orders.id });
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint
          .update(paymentAttempts)
          .set({
            state: marked.length > 0 ? "paid" : "duplicate",
            gatewayStatus: verdict.gatewayStatus,
            gatewayTxnId: verdict.txnId,
            settledAt: now,
            updatedAt: now,
          })
          .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.state, "pending")));
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another attempt took this transaction id at the same moment: this one pays nothing.
      if (marked.length > 0) throw error;
      await close("refused");
      return "refused";
    }
    await paidMails(tx, source.shopEmail, order.id, attempt, marked.length > 0);
    return marked.length > 0 ? "paid" : "duplicate";
  }

  if (!open) return settledBefore(attempt);

  const givenUp =
    verdict.status === "failed" ||
    verdict.status === "refunded" ||
    (verdict.status === "not_found" && now.getTime() - attempt.createdAt.getTime() > NOT_FOUND_GRACE_MS);
  if (givenUp) {
    await close("failed");
    await refreshOrderPayment(tx, order.id);
    return "failed";
  }
  await tx
    .update(paymentAttempts)
    .set({
      gatewayStatus: verdict.gatewayStatus,
      checks: attempt.checks + 1,
      nextCheckAt: new Date(now.getTime() + nextCheckDelayMs(attempt, now)),
      updatedAt: now,
    })
    .where(eq(paymentAttempts.id, attempt.id));
  return "pending";
}

/** The shopper hears the payment arrived; the shop hears of a second payment it must refund. */
async function paidMails(
  tx: Executor,
  shopEmail: string | undefined,
  orderId: number,
  attempt: AttemptRow,
  first: boolean,
): Promise<void> {
  const gateway = PAYMENT_METHOD_LABELS[attempt.gateway];
  const amount = formatRs(paisaToRupees(attempt.amountPaisa));
  if (!first) {
    await enqueueMail(tx, shopEmail, [
      {
        to: SHOP,
        subject: `Order ${orderNumber(orderId)} was paid twice: refund ${amount} in ${gateway}`,
        text: `Order ${orderNumber(orderId)} was already paid when ${gateway} confirmed another payment of ${amount} (attempt ${attempt.id}). Refund that payment in ${gateway}'s merchant dashboard.`,
      },
    ]);
    return;
  }
  const [customer] = await tx
    .select({ email: users.email, name: users.fullName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!customer) return;
  await enqueueMail(tx, shopEmail, [
    {
      to: customer.email,
      subject: `Payment received for your order ${orderNumber(orderId)}`,
      text: `Namaste ${customer.name},\n\nWe received your payment of ${amount} with ${gateway} for order ${orderNumber(orderId)}. Thank you.\n\nWe will call you to confirm the order.`,
    },
    {
      to: SHOP,
      subject: `Order ${orderNumber(orderId)} is paid: ${amount} with ${gateway}`,
      text: `${gateway} confirmed the payment of ${amount} for order ${orderNumber(orderId)}.`,
    },
  ]);
}
