import { ThemeProvider } from "@mui/material";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { theme } from "../../lib/theme.ts";
import { type Checkout, CounterCheckout, EMPTY_CHECKOUT } from "./counter-checkout.tsx";

const PHONE = "9812345678";
const BUYER = { name: "Ram Rai", pan: "123456789" };
const buyerKey = ["counter", "buyer", PHONE];

function Desk() {
  const [value, setValue] = useState<Checkout>(EMPTY_CHECKOUT);
  const errors = useFieldErrors();
  return <CounterCheckout value={value} onChange={setValue} goods={150_000} errors={errors} />;
}

/** The counter's buyer fields with a query cache the test answers itself (there is no server). */
function renderDesk() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <Desk />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return client;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the counter's buyer", () => {
  it("fills a known phone's name and PAN once: a name the owner clears stays cleared", async () => {
    const client = renderDesk();
    client.setQueryData(buyerKey, BUYER);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Phone"), PHONE);
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(BUYER.name));
    expect(screen.getByLabelText("Buyer PAN")).toHaveValue(BUYER.pan);
    expect(screen.getByText("Known buyer")).toBeInTheDocument();

    // A cash sale to a known phone: the owner empties the name, and it stays empty.
    await user.clear(screen.getByLabelText("Name"));
    await settle();
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });

  it("never puts the known name under the owner's cursor in the Name field", async () => {
    const client = renderDesk();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Phone"), PHONE);
    await user.click(screen.getByLabelText("Name"));
    // The lookup answers after the owner went into the Name field, before they type.
    client.setQueryData(buyerKey, BUYER);
    await screen.findByText("Known buyer");
    await settle();
    expect(screen.getByLabelText("Name")).toHaveValue("");
    await user.type(screen.getByLabelText("Name"), "Sita Limbu");
    expect(screen.getByLabelText("Name")).toHaveValue("Sita Limbu");
  });
});

describe("the counter's totals", () => {
  it("writes the discount as the bill does, with the minus before Rs", async () => {
    renderDesk();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Discount (Rs)"), "100.5");
    const totals = screen.getByLabelText("Totals");
    await waitFor(() => expect(totals).toHaveTextContent("Discount- Rs 100.50"));
    expect(totals).not.toHaveTextContent("Rs -100.5");
    expect(screen.getByTestId("counter-total")).toHaveTextContent("Rs 1,399.50");
  });
});
