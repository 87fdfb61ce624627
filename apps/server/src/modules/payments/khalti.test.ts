import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, paymentLog } from "../../db/schema.ts";
import { createSignedInUser } from "../../test/test-app.ts";
import {
  arrive,
  attemptsOf,
  checksAt,
  logOf,
  orderRow,
  orderToPay,
  type PaymentsWorld,
  paymentOf,
  paymentsWorld,
  startKhalti,
  startPayment,
} from "./payments-test-helpers.ts";

// The shop's Khalti provider against the simulator over real HTTP: initiate, the shopper's
// return, lookup, and the background check.
let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
});
afterAll(async () => {
  await w.close();
});

const approve = (id: number) =>
  w.t.app.inject({
    method: "PATCH",
    url: `/api/orders/updateStatus/${id}?status=Approved`,
    headers: w.admin.headers,
  });

describe("paying with Khalti", () => {
  it("sends the shopper to Khalti, looks the payment up on return and marks the order paid once", async () => {
    const { order, shopper } = await orderToPay(w);
    expect(order.payment).toEqual({
      method: "khalti",
      status: "unpaid",
      paidAmount: 0,
      refundedAmount: 0,
      gatewayRef: "",
    });
    const pidx = await startKhalti(w, order.id, shopper);
    // Khalti holds the shop's own attempt id as the purchase, never the bare order number.
    const atKhalti = w.sim.khalti.get(pidx)!;
    const [attempt] = await attemptsOf(w, order.id);
    expect(atKhalti).toMatchObject({
      amount: 1_240_000,
      purchaseOrderId: attempt!.id,
      purchaseOrderName: `Order #${order.id}`,
    });
    expect(attempt!.id).not.toBe(String(order.id));
    expect((await paymentOf(w, order.id, shopper)).status).toBe("pending");
    // The payment page is where the shopper presses Pay.
    const page = await fetch(`${w.sim.url}/khalti/pay?pidx=${pidx}`);
    expect(await page.text()).toContain("Pay Rs 12,400");

    // While the payment is being confirmed, the order cannot be approved (the lifecycle says so).
    const early = await approve(order.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain("online payment is still being confirmed");

    const back = await arrive(w, w.sim.khaltiPay(pidx));
    expect(back).toEqual({ status: 303, to: `/order/${order.id}?payment=paid` });
    const paid = await paymentOf(w, order.id, shopper);
    expect(paid).toEqual({
      method: "khalti",
      status: "paid",
      paidAmount: 12_400,
      refundedAmount: 0,
      gatewayRef: atKhalti.transactionId,
    });
    expect((await attemptsOf(w, order.id))[0]).toMatchObject({
      state: "paid",
      gatewayTxnId: atKhalti.transactionId,
    });
    expect((await logOf(w, order.id)).map((r) => [r.event, r.outcome])).toEqual([
      ["start", "started"],
      ["return", "paid"],
    ]);
    expect((await approve(order.id)).statusCode).toBe(200);
    const [receipt] = await w.t.app.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Payment received for your order #${order.id}`));
    expect(receipt!.n).toBe(1);

    // The same return again (a reload, a second tab): the same page, nothing changes.
    expect(await arrive(w, w.sim.khaltiReturnOf(pidx))).toEqual(back);
    expect(await paymentOf(w, order.id, shopper)).toEqual(paid);
    expect((await logOf(w, order.id)).at(-1)).toMatchObject({ event: "return", outcome: "already_paid" });
  });

  it.each([
    ["Completed", "paid", "paid"],
    ["Pending", "pending", "pending"],
    ["Initiated", "pending", "pending"],
    ["Expired", "failed", "unpaid"],
    ["User canceled", "failed", "unpaid"],
    ["Refunded", "failed", "unpaid"],
    ["Partially Refunded", "failed", "unpaid"],
  ] as const)("reads a lookup answering %s as %s", async (status, outcome, orderStatus) => {
    const { order, shopper } = await orderToPay(w);
    const pidx = await startKhalti(w, order.id, shopper);
    await w.sim.setKhalti(pidx, { status });
    // The return claims Completed whatever happened: only the lookup counts.
    const forged = new URL(w.sim.khaltiReturnOf(pidx));
    forged.searchParams.set("status", "Completed");
    expect(await arrive(w, forged.toString())).toEqual({
      status: 303,
      to: `/order/${order.id}?payment=${outcome}`,
    });
    expect((await paymentOf(w, order.id, shopper)).status).toBe(orderStatus);
  });

  it("is refused by the lifecycle table's rule only while pending: a failed payment leaves the order to approve", async () => {
    const { order, shopper } = await orderToPay(w);
    const pidx = await startKhalti(w, order.id, shopper);
    await arrive(w, w.sim.khaltiCancel(pidx));
    expect((await paymentOf(w, order.id, shopper)).status).toBe("unpaid");
    expect((await approve(order.id)).statusCode).toBe(200);
  });
});

describe("returns that are not what they claim", () => {
  it("marks nothing for a payment this shop never started, and logs it", async () => {
    const before = await w.t.app.db.select({ n: count() }).from(paymentLog);
    const back = await arrive(
      w,
      `http://shop.test/api/payments/khalti/return?pidx=NotOurs123&status=Completed&purchase_order_id=abc`,
    );
    expect(back).toEqual({ status: 303, to: "/profile?payment=refused" });
    const after = await w.t.app.db.select({ n: count() }).from(paymentLog);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    const [row] = await w.t.app.db
      .select()
      .from(paymentLog)
      .where(and(eq(paymentLog.event, "return"), eq(paymentLog.outcome, "refused")))
      .orderBy(paymentLog.id);
    expect(row!.detail).toContain("no such payment was started by this shop");
  });

  it("marks nothing when the return names another order's payment, and logs it", async () => {
    const a = await orderToPay(w);
    const b = await orderToPay(w);
    const pidxA = await startKhalti(w, a.order.id, a.shopper);
    await startKhalti(w, b.order.id, b.shopper);
    w.sim.khaltiPay(pidxA);
    const [attemptB] = await attemptsOf(w, b.order.id);
    const forged = new URL(w.sim.khaltiReturnOf(pidxA));
    forged.searchParams.set("purchase_order_id", attemptB!.id);
    expect(await arrive(w, forged.toString())).toEqual({
      status: 303,
      to: `/order/${a.order.id}?payment=refused`,
    });
    expect((await paymentOf(w, a.order.id, a.shopper)).status).toBe("pending");
    expect((await paymentOf(w, b.order.id, b.shopper)).status).toBe("pending");
    expect((await logOf(w, a.order.id)).at(-1)).toMatchObject({ event: "return", outcome: "refused" });
  });

  it("refuses a lookup whose amount differs by one paisa", async () => {
    const { order, shopper } = await orderToPay(w);
    const pidx = await startKhalti(w, order.id, shopper);
    w.sim.khaltiPay(pidx);
    await w.sim.setKhalti(pidx, { lookupAmount: 1_239_999 });
    expect(await arrive(w, w.sim.khaltiReturnOf(pidx))).toEqual({
      status: 303,
      to: `/order/${order.id}?payment=refused`,
    });
    expect(await paymentOf(w, order.id, shopper)).toMatchObject({ status: "unpaid", paidAmount: 0 });
    expect((await attemptsOf(w, order.id))[0]!.state).toBe("refused");
  });

  it.each([
    ["a pidx with a NUL", "a%00b"],
    ["a pidx of 10,000 characters", "x".repeat(10_000)],
    ["a pidx with a quote", `x"y`],
  ])("answers 400 for %s, marking nothing", async (_what, pidx) => {
    const res = await w.t.app.inject({ method: "GET", url: `/api/payments/khalti/return?pidx=${pidx}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("pidx");
  });

  it("two returns at once: one paid mark, one log row each", async () => {
    const { order, shopper } = await orderToPay(w);
    const pidx = await startKhalti(w, order.id, shopper);
    const location = w.sim.khaltiPay(pidx);
    const both = await Promise.all([arrive(w, location), arrive(w, location)]);
    expect(both).toEqual([
      { status: 303, to: `/order/${order.id}?payment=paid` },
      { status: 303, to: `/order/${order.id}?payment=paid` },
    ]);
    const returns = (await logOf(w, order.id)).filter((r) => r.event === "return");
    expect(returns.map((r) => r.outcome).sort()).toEqual(["already_paid", "paid"]);
    expect((await orderRow(w, order.id)).paidPaisa).toBe(1_240_000);
    const receipts = await w.t.app.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Payment received for your order #${order.id}`));
    expect(receipts[0]!.n).toBe(1);
  });
});

describe("the background check", () => {
  it("settles an attempt whose shopper never came back, once its time comes", async () => {
    const { order, shopper } = await orderToPay(w);
    const pidx = await startKhalti(w, order.id, shopper);
    w.sim.khaltiPay(pidx);
    // Not before its time: Khalti is given ten minutes (or until its link expires).
    await checksAt(w, new Date());
    expect((await paymentOf(w, order.id, shopper)).status).toBe("pending");
    await checksAt(w, new Date(Date.now() + 11 * 60_000));
    expect((await paymentOf(w, order.id, shopper)).status).toBe("paid");
    expect((await logOf(w, order.id)).at(-1)).toMatchObject({ event: "background_check", outcome: "paid" });
  });

  it("keeps asking while Khalti is down, and gives up an expired link", async () => {
    const { order, shopper } = await orderToPay(w);
    const pidx = await startKhalti(w, order.id, shopper);
    w.sim.down.khalti = true;
    try {
      // The shopper comes back while Khalti cannot be asked: confirming, not failed.
      expect(await arrive(w, w.sim.khaltiReturnOf(pidx))).toEqual({
        status: 303,
        to: `/order/${order.id}?payment=pending`,
      });
      await checksAt(w, new Date(Date.now() + 11 * 60_000));
      expect((await paymentOf(w, order.id, shopper)).status).toBe("pending");
      expect((await logOf(w, order.id)).at(-1)).toMatchObject({ outcome: "gateway_unavailable" });
    } finally {
      w.sim.down.khalti = false;
    }
    await w.sim.setKhalti(pidx, { status: "Expired" });
    await checksAt(w, new Date(Date.now() + 40 * 60_000));
    expect((await paymentOf(w, order.id, shopper)).status).toBe("unpaid");
    expect((await attemptsOf(w, order.id))[0]!.state).toBe("failed");
  });

  it("pays an order once when a second attempt is paid too, and tells the shop to refund it", async () => {
    const { order, shopper } = await orderToPay(w);
    const first = await startKhalti(w, order.id, shopper);
    const second = await startKhalti(w, order.id, shopper);
    w.sim.khaltiPay(first);
    w.sim.khaltiPay(second);
    await arrive(w, w.sim.khaltiReturnOf(first));
    await arrive(w, w.sim.khaltiReturnOf(second));
    expect((await attemptsOf(w, order.id)).map((a) => a.state)).toEqual(["paid", "duplicate"]);
    expect((await orderRow(w, order.id)).paidPaisa).toBe(1_240_000);
  });
});

describe("starting, switching and refunds", () => {
  it("refuses to start for someone else's order, a paid, cancelled or rejected one, or an unknown gateway", async () => {
    const { order, shopper } = await orderToPay(w);
    const stranger = await createSignedInUser(w.t);
    expect((await startPayment(w, order.id, "khalti", stranger)).statusCode).toBe(404);
    const bad = await startPayment(w, order.id, "paypal", shopper);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Payment gateway must be one of: khalti, esewa");

    await w.t.app.inject({
      method: "PATCH",
      url: `/api/orders/cancel/${order.id}`,
      headers: shopper.headers,
    });
    expect((await startPayment(w, order.id, "khalti", shopper)).json().message).toBe(
      `Order #${order.id} is cancelled, so it cannot be paid.`,
    );

    const rejected = await orderToPay(w);
    await w.t.app.inject({
      method: "PATCH",
      url: `/api/orders/updateStatus/${rejected.order.id}?status=Rejected`,
      headers: w.admin.headers,
    });
    expect((await startPayment(w, rejected.order.id, "khalti", rejected.shopper)).statusCode).toBe(409);

    const paid = await orderToPay(w);
    await arrive(w, w.sim.khaltiPay(await startKhalti(w, paid.order.id, paid.shopper)));
    const again = await startPayment(w, paid.order.id, "khalti", paid.shopper);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order #${paid.order.id} is paid already.`);
    expect(await attemptsOf(w, paid.order.id)).toHaveLength(1);
  });

  it("tells the shopper when Khalti cannot be reached, and leaves the order unpaid", async () => {
    const { order, shopper } = await orderToPay(w);
    w.sim.down.khalti = true;
    try {
      const res = await startPayment(w, order.id, "khalti", shopper);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        "Khalti cannot be reached right now. Please try again in a moment, or pay another way.",
      );
    } finally {
      w.sim.down.khalti = false;
    }
    expect((await paymentOf(w, order.id, shopper)).status).toBe("unpaid");
    expect((await logOf(w, order.id)).map((r) => r.outcome)).toEqual(["gateway_unavailable"]);
  });

  it("lets the shopper switch an unpaid order to pay at the store, but not a paid one", async () => {
    const { order, shopper } = await orderToPay(w);
    const res = await w.t.app.inject({
      method: "POST",
      url: `/api/payments/switch/${order.id}`,
      headers: shopper.headers,
      payload: { method: "pay_at_store" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payment).toMatchObject({ method: "pay_at_store", status: "unpaid" });
    const wrong = await w.t.app.inject({
      method: "POST",
      url: `/api/payments/switch/${order.id}`,
      headers: shopper.headers,
      payload: { method: "cash_on_delivery" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Cash on delivery is not possible with store pickup.");

    const paid = await orderToPay(w);
    await arrive(w, w.sim.khaltiPay(await startKhalti(w, paid.order.id, paid.shopper)));
    const late = await w.t.app.inject({
      method: "POST",
      url: `/api/payments/switch/${paid.order.id}`,
      headers: paid.shopper.headers,
      payload: { method: "pay_at_store" },
    });
    expect(late.statusCode).toBe(409);
  });

  it("tells the owner to refund a paid order they cancel, and records the refund they made", async () => {
    const { order, shopper } = await orderToPay(w);
    await arrive(w, w.sim.khaltiPay(await startKhalti(w, order.id, shopper)));
    const cancel = await w.t.app.inject({
      method: "PATCH",
      url: `/api/orders/cancel/${order.id}`,
      headers: w.admin.headers,
    });
    expect(cancel.json().message).toBe(
      "Order Cancelled. This order was paid online with Khalti. Refund it in Khalti's merchant dashboard, then record the refund on this order.",
    );
    const refund = (body: object, headers = w.admin.headers) =>
      w.t.app.inject({ method: "POST", url: `/api/payments/refund/${order.id}`, headers, payload: body });
    expect((await refund({ amount: 100, note: "" }, shopper.headers)).statusCode).toBe(403);
    const tooMuch = await refund({ amount: 12_400.01, note: "all of it" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      message: "A refund cannot be more than what was paid and not yet refunded: Rs 12,400.",
      fields: { amount: expect.any(String) },
    });
    expect((await refund({ amount: -5 })).statusCode).toBe(400);
    expect((await refund({ amount: 1.005 })).statusCode).toBe(400);
    const done = await refund({ amount: 12_400, note: "Refunded in Khalti's dashboard" });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.payment).toMatchObject({
      status: "refunded",
      paidAmount: 12_400,
      refundedAmount: 12_400,
    });
    expect((await refund({ amount: 1 })).json().message).toBe(
      `Order #${order.id} is refunded in full already.`,
    );
    expect((await logOf(w, order.id)).at(-1)).toMatchObject({ event: "refund", outcome: "recorded" });
  });

  it("keeps the payment log append-only: the database refuses to change or remove a row", async () => {
    await expect(w.t.app.db.update(paymentLog).set({ outcome: "paid" })).rejects.toThrow();
    await expect(w.t.app.db.delete(paymentLog)).rejects.toThrow();
  });
});
