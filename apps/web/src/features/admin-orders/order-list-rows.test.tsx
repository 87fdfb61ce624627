import type { Order } from "@shop/shared/orders";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { withProviders } from "../../test/render.tsx";
import { OrderTable } from "./order-list-rows.tsx";

const ORDER: Order = {
  id: 64,
  createdDate: "2026-11-28T19:46:00.000Z",
  status: "Pending",
  canceled: false,
  channel: "web",
  bill: null,
  orderForm: {
    deliveryType: "home",
    phoneNumber: "9812345678",
    city: "Itahari",
    chowkName: "Bhrikuti Chowk",
    famousLandMark: "Big Mart",
    paymentMethod: "cash_on_delivery",
    note: "",
    total: 8300,
  },
  users: { id: 10, fullName: "Sita Rai", phone: "9812345678", city: "Itahari" },
  buyerPan: "",
  products: [
    {
      id: 8,
      name: "Xbox Wireless Controller",
      mainFile: "/uploads/x.webp",
      orderedQuantity: 1,
      price: 8200,
      serials: [],
      tracksSerials: false,
      warrantyEnds: null,
    },
  ],
  discount: 0,
  discountReason: "",
  deliveryCharge: 100,
  totalPrice: 8300,
  payment: { method: "cash_on_delivery", status: "unpaid", paidAmount: 0, refundedAmount: 0, gatewayRef: "" },
};

describe("the order desk's table", () => {
  it("keeps the Action column at the right edge when the table scrolls sideways", () => {
    render(withProviders(<MemoryRouter>{<OrderTable orders={[ORDER]} onDelete={() => {}} />}</MemoryRouter>));
    const table = screen.getByRole("table", { name: "Orders" });
    const action = within(table).getByRole("columnheader", { name: "Action" });
    const view = within(table).getByRole("link", { name: "View order #64" });
    for (const cell of [action, view.closest("td") as HTMLElement]) {
      expect(getComputedStyle(cell).position).toBe("sticky");
      expect(getComputedStyle(cell).right).toBe("0px");
    }
  });

  it("lets the address and the date wrap, so the nine columns fit a laptop's width", () => {
    render(withProviders(<MemoryRouter>{<OrderTable orders={[ORDER]} onDelete={() => {}} />}</MemoryRouter>));
    const address = screen.getByRole("cell", { name: "Delivery: Itahari" });
    expect(getComputedStyle(address).whiteSpace).not.toBe("nowrap");
    const date = screen.getByText("13 Mangsir 2083 BS", { exact: false }).closest("td") as HTMLElement;
    expect(getComputedStyle(date).whiteSpace).not.toBe("nowrap");
  });
});
