import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { useCart } from "../../lib/cart-store.ts";
import { useOrderForm } from "../../lib/order-form-store.ts";
import { useSession } from "../../lib/session-store.ts";
import { FAKE_TOKEN, line } from "../../test/cart-fixtures.ts";
import { renderAt } from "../../test/render.tsx";

beforeEach(() => {
  useOrderForm.getState().clear();
  useSession.setState({ token: FAKE_TOKEN, userRole: "Customer", userName: "Sita" });
  useCart.setState({ lines: [line({ id: 1, name: "Keyboard", price: 1500, orderedQuantity: 2 })] });
});

describe("checkout", () => {
  it("shows the SPEC 5 messages, then goes to the summary with valid home-delivery details", async () => {
    const { router } = renderAt("/checkout");
    const user = userEvent.setup();
    const confirm = await screen.findByRole("button", { name: "Confirm Checkout" });
    expect(screen.getByRole("radio", { name: "Store Visit" })).toBeChecked();
    expect(screen.getByTestId("checkout-total")).toHaveTextContent("Rs 3,000");

    await user.click(confirm);
    expect(await screen.findByText("Please enter a phone number for store pickup.")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Home Delivery" }));
    await user.type(screen.getByLabelText("Phone Number"), "9812345678");
    await user.click(confirm);
    expect(await screen.findByText("Please fill all fields for home delivery.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("City"), "Itahari");
    await user.type(screen.getByLabelText("Chowk Name"), "Bhrikuti Chowk");
    await user.type(screen.getByLabelText("Famous Landmark"), "Big Mart");
    await user.clear(screen.getByLabelText("Phone Number"));
    await user.type(screen.getByLabelText("Phone Number"), "9612345678");
    await user.click(confirm);
    expect(await screen.findByText("Invalid phone number format")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Phone Number"));
    await user.type(screen.getByLabelText("Phone Number"), "98123abc45678");
    expect(screen.getByLabelText("Phone Number")).toHaveValue("9812345678");
    await user.click(confirm);
    expect(
      await screen.findByText("Order details are valid. Proceeding to checkout summary."),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout-summary"), { timeout: 3000 });
    expect(await screen.findByText("Bhrikuti Chowk")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm Order" })).toBeInTheDocument();
  }, 30_000);

  it("keeps the summary closed until the details are valid", async () => {
    const { router } = renderAt("/checkout-summary");
    await screen.findByRole("button", { name: "Confirm Checkout" });
    expect(router.state.location.pathname).toBe("/checkout");
  }, 15_000);
});
