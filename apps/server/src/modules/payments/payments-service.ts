import { randomUUID } from "node:crypto";
import { formatRs, paisaToRupees, rupeesToPaisa } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import type { PaymentStarted } from "@shop/shared/payment-calls";
import type { PaymentReturnOutcome } from "@shop/shared/payments";
import {
  type Gateway,
  isGateway,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  paymentMethodProblem,
} from "@shop/shared/payments";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { orders, paymentAttempts, users } from "../../db/schema.ts";
import type { Db, Tx } from "../../db/types.ts";
import { AppError, conflict, fieldError, notFound } from "../../lib/errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";
import { orderById } from "../orders/order-rows.ts";
import { GatewayRefused, GatewayUnavailable, type PaymentGateway } from "./gateway.ts";
import { logPayment } from "./payment-log.ts";
import { type AttemptRow, refreshOrderPayment, type Settled, settle } from "./payment-settle.ts";

type OrderRow = typeof orders.$inferSelect;

/** How often each process looks for attempts that are due a check, and how many it takes at once. */
const LOOP_MS = 20_000;
const CHECKS_PER_RUN = 20;
/** A claimed check is not taken by another process for this long (it may be slow to answer). */
const CLAIM_MS = 2 * 60_000;

/** What the order page is told after a return (`?payment=`). */
const RETURN_OUTCOME: Record<Settled, PaymentReturnOutcome> = {
  paid: "paid",
  already_paid: "paid",
  duplicate: "paid",
  pending: "pending",
  failed: "failed",
  already_failed: "failed",
  refused: "refused",
};

/** The order page of an order, with what happened to the payment. */
function orderPage(orderId: number, outcome: PaymentReturnOutcome): string {
  return `/order/${orderId}?payment=${outcome}`;
}

/** Where a return that names no attempt of this shop goes: the shopper's own orders. */
const NO_ORDER_PAGE = "/profile?payment=refused";

export interface PaymentSettings {
  gateways: Map<Gateway, PaymentGateway>;
  shopEmail: string | undefined;
  /** eSewa's product code: a "paid" answer must name it. */
  esewaProductCode: string | undefined;
}

/**
 * Online payments of web orders: starting an attempt, the shopper's return from the gateway,
 * background checks of attempts still open, refunds the owner records, and switching to pay on
 * the spot instead. Nothing a browser sends is believed: every attempt is settled by what the
 * gateway answers the shop, server to server (settle() in payment-settle.ts).
 */
export class Payments {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly settings: PaymentSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The gateways the checkout offers. */
  get offered(): Gateway[] {
    return [...this.settings.gateways.keys()];
  }

  private gateway(name: Gateway): PaymentGateway {
    const gateway = this.settings.gateways.get(name);
    if (!gateway) throw fieldError(400, "gateway", `${PAYMENT_METHOD_LABELS[name]} is not offered yet.`);
    return gateway;
  }

  private merchantOf(name: Gateway): string | null {
    return name === "esewa" ? (this.settings.esewaProductCode ?? null) : null;
  }

  /**
   * Starts paying an order online (its own customer only). The attempt is written first, with
   * its own id; then the gateway is asked, outside any transaction (a slow gateway holds no lock
   * and, on PGlite, no connection). The order's payment is pending from the start: the owner
   * cannot approve it until the attempt settles.
   */
  async start(actor: SessionUser, orderId: number, name: Gateway): Promise<PaymentStarted> {
    const gateway = this.gateway(name);
    const { attempt, order, customer } = await this.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, orderId);
      authorize(actor, "payment:start", { ownerId: locked.row.userId ?? undefined }, `Order #${orderId}`);
      const refusal = unpayable(locked.row);
      if (refusal) throw conflict(refusal);
      const now = new Date();
      const [attempt] = await tx
        .insert(paymentAttempts)
        .values({
          id: randomUUID(),
          orderId,
          gateway: name,
          amountPaisa: locked.row.totalPaisa,
          // Asked again soon if the start itself never finishes (a crash before the gateway answered).
          nextCheckAt: new Date(now.getTime() + CLAIM_MS),
        })
        .returning();
      await tx
        .update(orders)
        .set({ paymentStatus: "pending", paymentMethod: name, updatedAt: now })
        .where(eq(orders.id, orderId));
      return { attempt: attempt!, order: locked.row, customer: locked.customer };
    });

    let started: Awaited<ReturnType<PaymentGateway["start"]>>;
    try {
      started = await gateway.start({
        id: attempt.id,
        orderId,
        amountPaisa: attempt.amountPaisa,
        deliveryChargePaisa: order.deliveryChargePaisa,
        customer: { name: customer.fullName, email: customer.email, phone: order.phoneNumber },
      });
    } catch (error) {
      await this.startFailed(attempt, error);
      if (error instanceof GatewayRefused) {
        throw new AppError(400, `${PAYMENT_METHOD_LABELS[name]} refused the payment: ${error.message}`);
      }
      if (error instanceof GatewayUnavailable) {
        throw new AppError(
          503,
          `${PAYMENT_METHOD_LABELS[name]} cannot be reached right now. Please try again in a moment, or pay another way.`,
        );
      }
      throw error;
    }

    const now = new Date();
    const expiresAt = started.kind === "redirect" ? started.expiresAt : null;
    await this.db.transaction(async (tx) => {
      await tx
        .update(paymentAttempts)
        .set({
          gatewayRef: started.kind === "redirect" ? started.gatewayRef : null,
          expiresAt,
          nextCheckAt: new Date(now.getTime() + gateway.firstCheckAfterMs({ expiresAt })),
          updatedAt: now,
        })
        .where(eq(paymentAttempts.id, attempt.id));
      await logPayment(tx, {
        event: "start",
        outcome: "started",
        gateway: name,
        attemptId: attempt.id,
        orderId,
        actorId: actor.id,
        detail:
          started.kind === "redirect"
            ? { amountPaisa: attempt.amountPaisa, answer: started.answer }
            : { amountPaisa: attempt.amountPaisa, fields: started.fields },
      });
    });
    return started.kind === "redirect"
      ? { redirectUrl: started.url }
      : { formUrl: started.url, fields: started.fields };
  }

  /** The gateway could not start the attempt: it is failed at once, and the order is as before. */
  private async startFailed(attempt: AttemptRow, error: unknown): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockOrder(tx, attempt.orderId);
      await tx
        .update(paymentAttempts)
        .set({ state: "failed", settledAt: new Date(), updatedAt: new Date() })
        .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.state, "pending")));
      await refreshOrderPayment(tx, attempt.orderId);
      await logPayment(tx, {
        event: "start",
        outcome: error instanceof GatewayRefused ? "refused" : "gateway_unavailable",
        gateway: attempt.gateway,
        attemptId: attempt.id,
        orderId: attempt.orderId,
        detail: {
          error: (error as Error).message,
          answer: (error as GatewayUnavailable).answer ?? null,
        },
      });
    });
  }

  /**
   * A shopper back from a gateway. The return is read, never believed: the attempt it names is
   * looked up with the gateway, and only that answer settles it. Answers the page to send the
   * browser to. A return that names no attempt of this shop, names it wrongly or has a bad
   * signature marks nothing and is logged.
   */
  async handleReturn(
    name: Gateway,
    kind: "success" | "failure",
    query: Record<string, unknown>,
  ): Promise<string> {
    const gateway = this.settings.gateways.get(name);
    if (!gateway) {
      await logPayment(this.db, {
        event: "return",
        outcome: "refused",
        gateway: name,
        detail: { reason: "gateway not configured", claimed: query },
      });
      return NO_ORDER_PAGE;
    }
    const claim = gateway.readReturn(kind, query);
    const attempt = await this.findAttempt(name, claim.attemptId, claim.ok ? claim.gatewayRef : null);
    const refuse = async (reason: string) => {
      await logPayment(this.db, {
        event: "return",
        outcome: "refused",
        gateway: name,
        attemptId: attempt?.id ?? null,
        orderId: attempt?.orderId ?? null,
        detail: { reason, kind, claimed: claim.claimed },
      });
      return attempt ? orderPage(attempt.orderId, "refused") : NO_ORDER_PAGE;
    };
    if (!claim.ok) return refuse(claim.reason);
    if (!attempt) return refuse("no such payment was started by this shop");
    // Khalti's return names both ids: both must be the attempt's.
    if (claim.gatewayRef && claim.attemptId !== null && claim.attemptId !== attempt.id) {
      return refuse("the return names another purchase than its payment id");
    }
    const outcome = await this.verifyAndSettle(attempt, "return", claim.claimed);
    return orderPage(attempt.orderId, outcome === null ? "pending" : RETURN_OUTCOME[outcome]);
  }

  private async findAttempt(name: Gateway, attemptId: string | null, gatewayRef: string | null) {
    if (!gatewayRef && !attemptId) return undefined;
    const [attempt] = await this.db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.gateway, name),
          gatewayRef ? eq(paymentAttempts.gatewayRef, gatewayRef) : eq(paymentAttempts.id, attemptId!),
        ),
      );
    return attempt;
  }

  /** Asks the gateway about an attempt and settles it; null when the gateway could not be asked. */
  private async verifyAndSettle(
    attempt: AttemptRow,
    event: "return" | "background_check",
    claimed?: Record<string, unknown>,
    now?: Date,
  ): Promise<Settled | null> {
    const gateway = this.settings.gateways.get(attempt.gateway);
    if (!gateway) return null;
    try {
      const verdict = await gateway.verify(attempt);
      return await settle(this.db, attempt.id, verdict, {
        event,
        ...(claimed ? { claimed } : {}),
        merchant: this.merchantOf(attempt.gateway),
        shopEmail: this.settings.shopEmail,
        ...(now ? { now } : {}),
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) this.log.error({ err: error }, "settling a payment failed");
      await logPayment(this.db, {
        event,
        outcome: error instanceof GatewayUnavailable ? "gateway_unavailable" : "error",
        gateway: attempt.gateway,
        attemptId: attempt.id,
        orderId: attempt.orderId,
        detail: {
          ...(claimed ? { claimed } : {}),
          error: (error as Error).message,
          answer: (error as GatewayUnavailable).answer ?? null,
        },
      }).catch(() => {});
      return null;
    }
  }

  /**
   * Asks the gateways about the attempts due a check (at most CHECKS_PER_RUN): each is claimed
   * for two minutes first (`for update skip locked`), so two processes never ask at once, and a
   * process killed in the middle leaves it to be asked again. Answers how many were asked.
   */
  async checkDue(now = new Date()): Promise<number> {
    let asked = 0;
    for (; asked < CHECKS_PER_RUN; asked++) {
      const claimed = (await this.db.execute(sql`
        update ${paymentAttempts} set next_check_at = ${new Date(now.getTime() + CLAIM_MS)}
        where id = (
          select id from ${paymentAttempts}
          where state = 'pending' and next_check_at <= ${now}
          order by next_check_at limit 1 for update skip locked)
        returning id`)) as unknown as { rows: { id: string }[] };
      const id = claimed.rows[0]?.id;
      if (!id) break;
      const [attempt] = await this.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
      if (attempt) await this.verifyAndSettle(attempt, "background_check", undefined, now);
    }
    return asked;
  }

  /** Runs the background checks every LOOP_MS in this process, until stop(). */
  startLoop(): void {
    if (this.settings.gateways.size === 0 || this.timer) return;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.checkDue()
        .catch((error) => {
          this.log.error({ err: error }, "payment checks failed");
          return 0;
        })
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(tick, LOOP_MS).unref();
        });
    };
    this.timer = setTimeout(tick, 1000).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * The owner records a refund made in the gateway's dashboard (staff): at most what was paid
   * and not yet refunded. The order then shows Refunded.
   */
  async refund(actor: SessionUser, orderId: number, amountRupees: number, note: string): Promise<Order> {
    authorize(actor, "payments:manage");
    const amount = rupeesToPaisa(amountRupees);
    await this.db.transaction(async (tx) => {
      const { row } = await lockOrder(tx, orderId);
      if (row.paidPaisa === 0)
        throw conflict(`Order ${orderNumber(orderId)} has no online payment to refund.`);
      const left = row.paidPaisa - row.refundedPaisa;
      if (amount > left) {
        throw fieldError(
          400,
          "amount",
          left === 0
            ? `Order ${orderNumber(orderId)} is refunded in full already.`
            : `A refund cannot be more than what was paid and not yet refunded: ${formatRs(paisaToRupees(left))}.`,
        );
      }
      await tx
        .update(orders)
        .set({ refundedPaisa: row.refundedPaisa + amount, paymentStatus: "refunded", updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), sql`${orders.refundedPaisa} + ${amount} <= ${orders.paidPaisa}`));
      await logPayment(tx, {
        event: "refund",
        outcome: "recorded",
        gateway: isGateway(row.paymentMethod) ? row.paymentMethod : "",
        orderId,
        actorId: actor.id,
        detail: { amountPaisa: amount, note },
      });
    });
    return orderById(this.db, orderId);
  }

  /**
   * The order's own customer pays another way instead (cash on delivery, at the store, or
   * another gateway this shop offers); a paid order keeps how it was paid.
   */
  async switchMethod(actor: SessionUser, orderId: number, method: PaymentMethod): Promise<Order> {
    await this.db.transaction(async (tx) => {
      const { row } = await lockOrder(tx, orderId);
      authorize(actor, "payment:start", { ownerId: row.userId ?? undefined }, `Order #${orderId}`);
      const refusal = unpayable(row);
      if (refusal) throw conflict(refusal);
      const problem = paymentMethodProblem(method, row.deliveryType, this.offered);
      if (problem) throw fieldError(400, "method", problem);
      if (row.paymentMethod === method) return;
      await tx
        .update(orders)
        .set({ paymentMethod: method, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      await logPayment(tx, {
        event: "method_changed",
        outcome: method,
        gateway: isGateway(method) ? method : "",
        orderId,
        actorId: actor.id,
        detail: { from: row.paymentMethod, to: method },
      });
    });
    return orderById(this.db, orderId);
  }
}

/** Locks a live web order's row (the payment paths lock the order first, then its attempts). */
async function lockOrder(tx: Tx, orderId: number) {
  const [found] = await tx
    .select({ row: orders, customer: { fullName: users.fullName, email: users.email } })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(orders.deleted, false)))
    .for("update", { of: orders });
  if (!found) throw notFound(`Order #${orderId} was not found.`);
  return { row: found.row, customer: found.customer ?? { fullName: "", email: "" } };
}

/** Why this order cannot be paid online (or change how it is paid) now; null when it can. */
function unpayable(row: OrderRow): string | null {
  const number = orderNumber(row.id);
  if (row.channel !== "web") return `Order ${number} is a counter sale, paid at the counter.`;
  if (row.paymentStatus === "paid" || row.paymentStatus === "refunded")
    return `Order ${number} is paid already.`;
  if (row.canceled) return `Order ${number} is cancelled, so it cannot be paid.`;
  if (row.status === "Rejected") return `Order ${number} was rejected, so it cannot be paid.`;
  if (row.status === "Completed") return `Order ${number} is completed; it was paid when it was handed over.`;
  return null;
}
