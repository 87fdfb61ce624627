import { describe, expect, it } from "vitest";
import { refundNotice, shownPaymentStatus } from "./payments.ts";

describe("an order's payment as the desk shows it", () => {
  it("reads a counter sale as paid, and a web order as its own status", () => {
    expect(shownPaymentStatus({ channel: "counter", payment: { status: "unpaid" } })).toBe("paid");
    expect(shownPaymentStatus({ channel: "web", payment: { status: "unpaid" } })).toBe("unpaid");
    expect(shownPaymentStatus({ channel: "web", payment: { status: "pending" } })).toBe("pending");
    expect(shownPaymentStatus({ channel: "web", payment: { status: "refunded" } })).toBe("refunded");
  });
});

describe("the refund notice", () => {
  const paid = {
    canceled: false,
    status: "Pending",
    orderForm: { paymentMethod: "esewa" },
    payment: { status: "paid" as const, paidAmount: 1200, refundedAmount: 0 },
  };

  it("asks for a refund in the gateway's dashboard once a paid order is cancelled or rejected", () => {
    expect(refundNotice(paid)).toBeNull();
    expect(refundNotice({ ...paid, canceled: true })).toBe(
      "This order was paid online with eSewa. Refund it in eSewa's merchant dashboard, then record the refund on this order.",
    );
    expect(refundNotice({ ...paid, status: "Rejected" })).not.toBeNull();
  });

  it("says nothing once all of it is refunded, or when nothing was paid", () => {
    const refunded = { status: "refunded" as const, paidAmount: 1200, refundedAmount: 1200 };
    expect(refundNotice({ ...paid, canceled: true, payment: refunded })).toBeNull();
    const unpaid = { status: "unpaid" as const, paidAmount: 0, refundedAmount: 0 };
    expect(refundNotice({ ...paid, canceled: true, payment: unpaid })).toBeNull();
  });
});
