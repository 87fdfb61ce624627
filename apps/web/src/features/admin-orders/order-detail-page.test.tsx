import { ThemeProvider } from "@mui/material";
import type { Order } from "@shop/shared/orders";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { orderKeys } from "../../lib/orders-api.ts";
import { theme } from "../../lib/theme.ts";
import { OrderDetailPage } from "./order-detail-page.tsx";

const ORDER: Order = {
  id: 57,
  createdDate: "2026-11-28T04:38:00.000Z",
  status: "On the way",
  canceled: false,
  channel: "web",
  bill: null,
  orderForm: {
    deliveryType: "home",
    phoneNumber: "9842011001",
    city: "Itahari",
    chowkName: "Buddha Chowk",
    famousLandMark: "Near the bus park",
    paymentMethod: "cash_on_delivery",
    note: "",
    total: 11500,
  },
  users: { id: 2, fullName: "Sita Rai", phone: "9842011001", city: "Itahari" },
  buyerPan: "",
  products: [
    {
      id: 5,
      name: "970 EVO Plus 1TB NVMe SSD",
      mainFile: "/uploads/x.webp",
      orderedQuantity: 1,
      price: 11500,
      serials: [],
      tracksSerials: false,
      warrantyEnds: null,
    },
  ],
  discount: 0,
  discountReason: "",
  deliveryCharge: 0,
  totalPrice: 11500,
  payment: { method: "cash_on_delivery", status: "unpaid", paidAmount: 0, refundedAmount: 0, gatewayRef: "" },
};

describe("the admin's order page", () => {
  it("writes a home delivery's address as every other screen does: chowk, city, then the landmark", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(orderKeys.one(ORDER.id), ORDER);
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[`/admin/view-more-details/${ORDER.id}`]}>
            <Routes>
              <Route path="/admin/view-more-details/:id" element={<OrderDetailPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    expect(
      await screen.findByText("Home delivery: Buddha Chowk, Itahari (near the bus park)"),
    ).toBeInTheDocument();
  });

  it("leaves out the phone line of a counter sale to a walk-in buyer who gave no phone", async () => {
    const sale: Order = {
      ...ORDER,
      id: 61,
      status: "Completed",
      channel: "counter",
      orderForm: {
        ...ORDER.orderForm,
        deliveryType: "store",
        phoneNumber: "",
        city: "",
        paymentMethod: "cash",
      },
      users: { id: 0, fullName: "Cash sale", phone: "", city: "" },
      payment: { ...ORDER.payment, method: "cash", status: "paid", paidAmount: 11500 },
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(orderKeys.one(sale.id), sale);
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[`/admin/view-more-details/${sale.id}`]}>
            <Routes>
              <Route path="/admin/view-more-details/:id" element={<OrderDetailPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    expect(await screen.findByText("Store pickup")).toBeInTheDocument();
    expect(screen.queryByText(/^Phone:/)).toBeNull();
    for (const link of screen.queryAllByRole("link")) expect(link).not.toHaveAccessibleName("");
  });
});
