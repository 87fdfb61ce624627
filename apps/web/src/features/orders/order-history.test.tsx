import type { Order } from "@shop/shared/orders";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { orderKeys } from "../../lib/orders-api.ts";
import { meQuery } from "../../lib/session-api.ts";
import { useSession } from "../../lib/session-store.ts";
import { renderAt } from "../../test/render.tsx";

// A token whose payload says user 10 (tokenUserId reads only the payload).
// The first render loads the screens' code, slowly on a busy two-core machine.
const slow = { timeout: 15_000 };

const TOKEN = `x.${btoa(JSON.stringify({ sub: 10 })).replace(/=+$/, "")}.y`;

const ORDER: Order = {
  id: 65,
  createdDate: "2026-11-27T21:44:26.764Z",
  status: "Pending",
  canceled: false,
  channel: "web",
  bill: null,
  orderForm: {
    deliveryType: "store",
    phoneNumber: "9812345670",
    city: "",
    chowkName: "",
    famousLandMark: "",
    paymentMethod: "pay_at_store",
    note: "",
    total: 17800,
  },
  users: { id: 10, fullName: "Sita Sharma", phone: "9812345670", city: "" },
  buyerPan: "",
  products: [
    {
      id: 2,
      name: "Ryzen 5 5600 Processor",
      mainFile: "/uploads/x.webp",
      orderedQuantity: 1,
      price: 17800,
      serials: [],
      tracksSerials: false,
      warrantyEnds: null,
    },
  ],
  discount: 0,
  discountReason: "",
  deliveryCharge: 0,
  totalPrice: 17800,
  payment: { method: "pay_at_store", status: "unpaid", paidAmount: 0, refundedAmount: 0, gatewayRef: "" },
  events: [
    {
      at: "2026-11-27T21:44:26.764Z",
      actor: { id: 10, fullName: "Sita Sharma" },
      kind: "placed",
      from: null,
      to: "Pending",
      note: "",
    },
  ],
} as Order;

/** The profile with its order history, its answers in the cache (the tests have no server). */
function renderProfile() {
  return renderAt("/profile", (client) => {
    const me = meQuery(TOKEN).queryKey;
    client.setQueryDefaults(me, { staleTime: Number.POSITIVE_INFINITY });
    client.setQueryData(me, {
      id: 10,
      fullName: "Sita Sharma",
      email: "sita@shop.test",
      phone: "9812345670",
      role: "Customer",
    } as never);
    client.setQueryDefaults(orderKeys.customer(10), { staleTime: Number.POSITIVE_INFINITY });
    client.setQueryData(orderKeys.customer(10), [ORDER]);
  });
}

beforeEach(() => {
  useSession.setState({ token: TOKEN, userRole: "Customer", userName: "Sita Sharma" });
});

describe("profile and order history", { timeout: 30_000 }, () => {
  it("draws the account and the orders with plain elements, no MUI until a dialog opens", async () => {
    const { container } = renderProfile();
    const table = await screen.findByRole("table", { name: "My Order History" }, slow);
    expect(screen.getByRole("heading", { level: 1, name: "Sita Sharma" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "My Order History" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Change password" })).toBeInTheDocument();
    const row = within(table).getByTestId("order-row-65");
    expect(row).toHaveTextContent("#65");
    expect(row).toHaveTextContent("Pending");
    expect(within(row).getByRole("button", { name: "View order #65" })).toBeInTheDocument();
    expect(container.querySelector('[class*="Mui"]')).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the order details, asks before cancelling, and closes on Escape with the focus back on View", async () => {
    renderProfile();
    const user = userEvent.setup();
    const view = await screen.findByRole("button", { name: "View order #65" }, slow);
    await user.click(view);
    const details = await screen.findByRole("dialog", { name: "Order details" }, slow);
    expect(within(details).getByText("Ryzen 5 5600 Processor")).toBeInTheDocument();
    expect(within(details).getByRole("region", { name: "Order timeline" })).toHaveTextContent(
      "Order placed, by you",
    );

    await user.click(within(details).getByRole("button", { name: "Cancel order" }));
    const confirm = await screen.findByRole("dialog", { name: "Cancel order" });
    expect(confirm).toHaveTextContent("Are you sure you want to cancel this order?");
    await user.click(within(confirm).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Cancel order" })).toBeNull());

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Order details" })).toBeNull());
    await waitFor(() => expect(view).toHaveFocus());

    // Loaded once, it opens again at once.
    await user.click(view);
    const again = await screen.findByRole("dialog", { name: "Order details" });
    await user.click(within(again).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Order details" })).toBeNull());
  });

  it("asks before logging out; Cancel keeps the session", async () => {
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Log Out" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Confirm Logout" }, slow);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Confirm Logout" })).toBeNull());
    expect(useSession.getState().token).toBe(TOKEN);
  });

  it("the order's page after checkout: the order, how it is paid, and the way on, with no MUI", async () => {
    const { container } = renderAt("/order/65", (client) => {
      client.setQueryDefaults(orderKeys.one(65), { staleTime: Number.POSITIVE_INFINITY });
      client.setQueryData(orderKeys.one(65), ORDER);
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Order #65 placed" }, slow),
    ).toBeInTheDocument();
    const products = screen.getByRole("list", { name: "Ordered products" });
    expect(within(products).getByText("Ryzen 5 5600 Processor")).toBeInTheDocument();
    expect(screen.getByTestId("placed-total")).toHaveTextContent("17,800");
    expect(screen.getByRole("region", { name: "Pickup" })).toHaveTextContent("Store pickup at our shop");
    expect(screen.getByTestId("order-payment")).toHaveAttribute("data-status", "unpaid");
    expect(screen.getByRole("link", { name: "My order history" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: "Invoice" })).toHaveAttribute("href", "/invoice/65");
    expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/product");
    expect(screen.getByRole("heading", { name: "What happens next" })).toBeInTheDocument();
    expect(container.querySelector('[class*="Mui"]')).toBeNull();
  });

  it("a finished order's page promises no next steps, and keeps the way to ask about it", async () => {
    const completed = { ...ORDER, status: "Completed" } as Order;
    renderAt("/order/65", (client) => {
      client.setQueryDefaults(orderKeys.one(65), { staleTime: Number.POSITIVE_INFINITY });
      client.setQueryData(orderKeys.one(65), completed);
    });
    await screen.findByRole("heading", { level: 1, name: "Order #65 placed" }, slow);
    expect(screen.queryByRole("heading", { name: "What happens next" })).toBeNull();
    expect(screen.queryByText(/We call you on/)).toBeNull();
    expect(screen.getByRole("heading", { name: "Questions about this order?" })).toBeInTheDocument();
    expect(screen.getByText("Quote #65 when you call us.")).toBeInTheDocument();
  });
});
