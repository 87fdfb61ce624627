import { describe, expect, it } from "vitest";
import { type PaymentStatus, refundNotice, shownPaymentStatus } from "./payments.ts";

describe("an order's payment as the desk shows it", () => {
  const web = (status: string, method: string, payment: PaymentStatus) => ({
    channel: "web",
    status,
    payment: { status: payment, method },
  });

  it("reads a counter sale as paid, and a web order as its own status", () => {
    expect(
      shownPaymentStatus({
        channel: "counter",
        status: "Completed",
        payment: { status: "unpaid", method: "cash" },
      }),
    ).toBe("paid");
    expect(shownPaymentStatus(web("Pending", "cash_on_delivery", "unpaid"))).toBe("unpaid");
    expect(shownPaymentStatus(web("Pending", "esewa", "pending"))).toBe("pending");
    expect(shownPaymentStatus(web("Rejected", "khalti", "refunded"))).toBe("refunded");
  });

  it("reads a completed web order paid in cash as paid, as its bill does", () => {
    expect(shownPaymentStatus(web("Completed", "cash_on_delivery", "unpaid"))).toBe("paid");
    expect(shownPaymentStatus(web("Completed", "pay_at_store", "unpaid"))).toBe("paid");
    // Until it is handed over the cash is not in: an order on its way is still unpaid.
    expect(shownPaymentStatus(web("On the way", "cash_on_delivery", "unpaid"))).toBe("unpaid");
    // An online payment that never went through is not made up for by the status.
    expect(shownPaymentStatus(web("Completed", "khalti", "unpaid"))).toBe("unpaid");
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
