import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { useCart } from "../../lib/cart-store.ts";
import { productKeys } from "../../lib/product-keys.ts";
import { useSession } from "../../lib/session-store.ts";
import { FAKE_TOKEN, line, product } from "../../test/cart-fixtures.ts";
import { renderAt } from "../../test/render.tsx";

// The screens load lazily and render MUI in jsdom: slow on a busy two-core machine.
const slow = { timeout: 10_000 };

beforeEach(() => {
  useCart.setState({ lines: [] });
  useSession.setState({ token: "", userRole: "", userName: "" });
});

function row(id: number) {
  return within(screen.getByTestId(`cart-line-${id}`));
}

describe("cart page", () => {
  it("adds a product once; a second add is refused as a duplicate", () => {
    const keyboard = product({ id: 1, name: "Keyboard" });
    expect(useCart.getState().add(keyboard)).toBe("added");
    expect(useCart.getState().add(keyboard)).toBe("duplicate");
    expect(useCart.getState().lines).toHaveLength(1);
    expect(useCart.getState().lines[0]?.orderedQuantity).toBe(1);
  });

  it("stops plus at the stock and minus at 1, and keeps the totals right", async () => {
    useCart.setState({
      lines: [
        line({ id: 1, name: "Keyboard", price: 1500, quantity: 2 }),
        line({ id: 2, name: "Laptop", price: 100000, quantity: 9 }),
      ],
    });
    renderAt("/cart");
    const user = userEvent.setup();
    await screen.findByTestId("cart-line-1", {}, slow);
    expect(screen.getByTestId("cart-total")).toHaveTextContent("Rs 1,01,500");
    // The header's badge counts pieces, not lines.
    expect(screen.getByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();

    const plus = row(1).getByRole("button", { name: "One more Keyboard" });
    await user.click(plus);
    expect(row(1).getByLabelText("Quantity of Keyboard")).toHaveTextContent("2");
    expect(plus).toBeDisabled();
    expect(useCart.getState().lines[0]?.orderedQuantity).toBe(2);
    expect(row(1).getByText("Rs 3,000")).toBeInTheDocument();
    expect(screen.getByTestId("cart-items")).toHaveTextContent("3");
    expect(screen.getByTestId("cart-total")).toHaveTextContent("Rs 1,03,000");
    expect(screen.getByRole("link", { name: "Cart, 3 items" })).toBeInTheDocument();

    const minus = row(1).getByRole("button", { name: "One less Keyboard" });
    await user.click(minus);
    expect(row(1).getByLabelText("Quantity of Keyboard")).toHaveTextContent("1");
    expect(minus).toBeDisabled();

    await user.click(row(2).getByRole("button", { name: "Remove Laptop" }));
    expect(screen.queryByTestId("cart-line-2")).not.toBeInTheDocument();
    expect(screen.getByTestId("cart-total")).toHaveTextContent("Rs 1,500");
  }, 60_000);

  it("says 'No Cart Added' when empty and offers the catalog instead of a checkout", async () => {
    useSession.setState({ token: FAKE_TOKEN, userRole: "Customer" });
    renderAt("/cart");
    expect(await screen.findByText("No Cart Added", {}, slow)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/product");
    expect(screen.queryByRole("button", { name: "Go Checkout" })).not.toBeInTheDocument();
    expect(screen.queryByText("Total")).not.toBeInTheDocument();
  });

  it("asks to log in first, then goes to /login and remembers to come back to the cart", async () => {
    useCart.setState({ lines: [line({ id: 1, name: "Keyboard" })] });
    const { router } = renderAt("/cart");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Go Checkout" }, slow));
    expect(await screen.findByText("please Login first")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"), { timeout: 3000 });
    expect(router.state.location.search).toBe("?next=%2Fcart");
  }, 60_000);

  it("marks a product that is no longer sold and keeps it out of checkout", async () => {
    useSession.setState({ token: FAKE_TOKEN, userRole: "Customer" });
    useCart.setState({ lines: [line({ id: 3, name: "Old mouse", deleted: true })] });
    const { router } = renderAt("/cart");
    expect(await screen.findByText("No longer sold", {}, slow)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Go Checkout" }));
    expect(await screen.findByText(/Old mouse: No longer sold/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/cart");
  });

  it("shows today's price of each product in the cart, from that product's own answer", async () => {
    useCart.setState({ lines: [line({ id: 1, name: "Keyboard", price: 1500 })] });
    renderAt("/cart", (client) =>
      client.setQueryData(productKeys.one(1), product({ id: 1, name: "Keyboard", price: 1400 })),
    );
    await waitFor(() => expect(screen.getByTestId("cart-total")).toHaveTextContent("Rs 1,400"), slow);
    expect(useCart.getState().lines[0]?.price).toBe(1400);
  });

  it("refreshes prices and marks deleted products from the current catalog", () => {
    useCart.setState({
      lines: [line({ id: 1, name: "Keyboard", price: 1500 }), line({ id: 2, name: "Gone" })],
    });
    useCart.getState().refresh([product({ id: 1, name: "Keyboard", price: 1400, quantity: 0 })]);
    const [first, second] = useCart.getState().lines;
    expect(first?.price).toBe(1400);
    expect(first?.quantity).toBe(0);
    expect(second?.deleted).toBe(true);
  });
});
