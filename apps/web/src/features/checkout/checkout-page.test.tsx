import type { DeliveryArea } from "@shop/shared/delivery";
import type { QueryClient } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { useCart } from "../../lib/cart-store.ts";
import { useOrderForm } from "../../lib/order-form-store.ts";
import { meQuery } from "../../lib/session-api.ts";
import { useSession } from "../../lib/session-store.ts";
import { FAKE_TOKEN, line } from "../../test/cart-fixtures.ts";
import { renderAt } from "../../test/render.tsx";
import { deliveryAreasQuery } from "./checkout-api.ts";

// The screens load lazily in jsdom: slow on a busy two-core machine.
const slow = { timeout: 10_000 };

/** Puts text into a field in one input event (typing key by key is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The shopper's account as the server describes it, with the phone they registered with. */
const ACCOUNT = {
  id: 7,
  fullName: "Sita",
  email: "sita@example.com",
  phone: "9845121930",
  role: "Customer" as const,
  status: "Active" as const,
  isActive: true,
};

/** Renders the checkout and hands back its query cache, so a test can answer the account's call late. */
function renderCheckout() {
  let cache: QueryClient | undefined;
  renderAt("/checkout", (client) => {
    cache = client;
  });
  return cache!;
}

beforeEach(() => {
  useOrderForm.getState().clear();
  useSession.setState({ token: FAKE_TOKEN, userRole: "Customer", userName: "Sita" });
  useCart.setState({ lines: [line({ id: 1, name: "Keyboard", price: 1500, orderedQuantity: 2 })] });
});

describe("checkout", () => {
  it("marks the wrong fields with the checkout's own messages, says how to pay, then goes to the summary", async () => {
    const { router } = renderAt("/checkout");
    const user = userEvent.setup();
    const confirm = await screen.findByRole("button", { name: "Confirm Checkout" }, slow);
    expect(screen.getByRole("radio", { name: "Store Visit" })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Pay at the store/ })).toBeChecked();
    expect(screen.getByTestId("checkout-total")).toHaveTextContent("Rs 3,000");

    await user.click(confirm);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please enter a phone number for store pickup.",
    );
    const phone = screen.getByLabelText("Phone Number");
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveFocus();

    await user.click(screen.getByRole("radio", { name: "Home Delivery" }));
    expect(screen.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
    await fill(user, phone, "9812345678");
    expect(phone).not.toHaveAttribute("aria-invalid", "true");
    await fill(user, screen.getByLabelText("City"), "Itahari");
    await user.click(confirm);
    expect(await screen.findByText("Please fill all fields for home delivery.")).toBeInTheDocument();
    // Only the empty fields are marked, and the first of them has the focus.
    expect(screen.getByLabelText("City")).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Chowk Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Chowk Name")).toHaveFocus();
    expect(screen.getByText("Famous landmark is required")).toBeInTheDocument();

    await fill(user, screen.getByLabelText("Chowk Name"), "Bhrikuti Chowk");
    await fill(user, screen.getByLabelText("Famous Landmark"), "Big Mart");
    // Digits are taken as typed; leaving the field says what is wrong.
    await user.clear(phone);
    await fill(user, phone, "96123abc45678");
    expect(phone).toHaveValue("9612345678");
    await user.tab();
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Invalid phone number format")).toBeInTheDocument();

    await user.clear(phone);
    await fill(user, phone, "9812345678");
    await fill(user, screen.getByLabelText("Note for the shop (optional)"), "Call before coming");
    await user.click(confirm);
    expect(
      await screen.findByText("Order details are valid. Proceeding to checkout summary."),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout-summary"), { timeout: 3000 });
    expect(await screen.findByText("Bhrikuti Chowk", {}, slow)).toBeInTheDocument();
    expect(screen.getByText("Cash on delivery")).toBeInTheDocument();
    expect(screen.getByText("Call before coming")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm Order" })).toBeInTheDocument();
  }, 90_000);

  it("offers the delivery areas, adds the city's charge to the total, and refuses a city the shop does not serve", async () => {
    const areas: DeliveryArea[] = [
      { id: 1, name: "Dharan", charge: 150, freeFrom: 25000, active: true },
      { id: 2, name: "Itahari", charge: 100, freeFrom: null, active: true },
    ];
    const { router } = renderAt("/checkout", (client) =>
      client.setQueryData(deliveryAreasQuery().queryKey, areas),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "Home Delivery" }, slow));
    const city = screen.getByRole("combobox", { name: "City" });
    await fill(user, city, "dh");
    expect(await screen.findByRole("option", { name: /Dharan/ })).toHaveTextContent(
      "Delivery Rs 150, free from Rs 25,000",
    );
    expect(screen.queryByRole("option", { name: /Itahari/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: /Dharan/ }));
    expect(city).toHaveValue("Dharan");
    expect(
      screen.getByText("Delivery to Dharan: Rs 150 (free from Rs 25,000 of goods)."),
    ).toBeInTheDocument();
    expect(screen.getByTestId("checkout-delivery")).toHaveTextContent("Rs 150");
    expect(screen.getByTestId("checkout-total")).toHaveTextContent("Rs 3,150");
    expect(useOrderForm.getState().deliveryAreaId).toBe(1);

    await user.clear(city);
    await fill(user, city, "Kathmandu");
    expect(useOrderForm.getState().deliveryAreaId).toBeNull();
    expect(screen.getByTestId("checkout-total")).toHaveTextContent("Rs 3,000");
    await fill(user, screen.getByLabelText("Phone Number"), "9812345678");
    await fill(user, screen.getByLabelText("Chowk Name"), "New Road");
    await fill(user, screen.getByLabelText("Famous Landmark"), "Bishal Bazaar");
    await user.click(screen.getByRole("button", { name: "Confirm Checkout" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/We do not deliver to Kathmandu yet/);
    expect(city).toHaveAttribute("aria-invalid", "true");
    expect(router.state.location.pathname).toBe("/checkout");
  }, 90_000);

  it("fills the account's phone into the empty phone field", async () => {
    const late = renderCheckout();
    const phone = await screen.findByLabelText("Phone Number", {}, slow);
    late.setQueryData(meQuery(FAKE_TOKEN).queryKey, ACCOUNT);
    await waitFor(() => expect(phone).toHaveValue(ACCOUNT.phone));
    expect(
      screen.getByText("From your account. Change it if we should call another number."),
    ).toBeInTheDocument();
  }, 30_000);

  it("keeps the number the shopper types when the account's phone arrives while they are in the field", async () => {
    const late = renderCheckout();
    const user = userEvent.setup();
    const phone = await screen.findByLabelText("Phone Number", {}, slow);
    await user.click(phone);
    // The account's answer comes after the shopper went into the field and before they type.
    late.setQueryData(meQuery(FAKE_TOKEN).queryKey, ACCOUNT);
    await screen.findByText("Ten digits, starting 98 or 97");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(phone).toHaveValue("");
    await user.paste("9812340001");
    expect(phone).toHaveValue("9812340001");
    expect(useOrderForm.getState().phoneNumber).toBe("9812340001");
  }, 30_000);

  it("keeps the summary closed until the details are valid", async () => {
    const { router } = renderAt("/checkout-summary");
    await screen.findByRole("button", { name: "Confirm Checkout" }, slow);
    expect(router.state.location.pathname).toBe("/checkout");
  }, 30_000);
});
