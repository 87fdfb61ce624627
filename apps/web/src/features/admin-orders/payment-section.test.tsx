import type { Order } from "@shop/shared/orders";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withProviders } from "../../test/render.tsx";
import { PaymentSection } from "./payment-section.tsx";

/** A Khalti order paid Rs 2,500 and cancelled: a refund is due, so the form is open. */
const order = {
  id: 41,
  canceled: true,
  status: "Cancelled",
  bill: null,
  orderForm: { paymentMethod: "khalti" },
  payment: { method: "khalti", status: "paid", paidAmount: 2500, refundedAmount: 0, gatewayRef: null },
} as unknown as Order;

afterEach(() => vi.unstubAllGlobals());

describe("the refund form", () => {
  it.each(["0x10", "1e3"])(
    "refuses the amount %j instead of reading it as a number, and sends nothing",
    async (typed) => {
      const fetch = vi.fn();
      vi.stubGlobal("fetch", fetch);
      render(withProviders(<PaymentSection order={order} />));
      const amount = screen.getByRole("textbox", { name: "Amount refunded" });
      const user = userEvent.setup();
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(screen.getByRole("button", { name: "Record refund" }));
      expect(await screen.findByText("Amount must be a number")).toBeTruthy();
      expect(fetch).not.toHaveBeenCalled();
    },
  );
});
