import { ThemeProvider } from "@mui/material";
import type { Product } from "@shop/shared/products";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { theme } from "../../lib/theme.ts";
import { Toaster } from "../../lib/toast.tsx";
import * as counterApi from "./counter-api.ts";
import { CounterPage } from "./counter-page.tsx";

// The real mutation unless a test answers the sale itself.
vi.mock("./counter-api.ts", async (original) => {
  const real = await original<typeof import("./counter-api.ts")>();
  return { ...real, useCompleteSale: vi.fn(real.useCompleteSale) };
});

const mouse = {
  id: 9,
  name: "Wireless mouse",
  brand: "Logitech",
  model: "M185",
  price: 1450,
  quantity: 5,
  tracksSerials: false,
} as unknown as Product;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(counterApi.useCompleteSale).mockRestore();
});

/** The counter with the mouse found for "M185" (the search answers from the cache). */
function renderCounter() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(["products", "counter", "M185"], [mouse]);
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CounterPage />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe("completing a counter sale", () => {
  it("says the change as the shop writes money", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const answer = { bill: { id: 31, number: "2083/84-000031" }, change: 1201.5 };
    vi.mocked(counterApi.useCompleteSale).mockReturnValue({
      mutateAsync: async () => answer,
      isPending: false,
    } as unknown as ReturnType<typeof counterApi.useCompleteSale>);
    renderCounter();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Scan or search a product"), "M185{Enter}");
    await user.click(await screen.findByRole("button", { name: "Complete sale" }));
    expect(
      await screen.findByText("Sale completed: bill 2083/84-000031. Change: Rs 1,201.50."),
    ).toBeInTheDocument();
  });

  it("sends one sale for a double click: the second click lands before the button is disabled", async () => {
    // Nothing answers: the sale stays on its way, as it is between the two clicks.
    const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", fetch);
    renderCounter();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Scan or search a product"), "M185{Enter}");
    const button = await screen.findByRole("button", { name: "Complete sale" });
    await vi.waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole("button", { name: "Completing…" });
    const sales = fetch.mock.calls.filter(([url]) => String(url).includes("/counter/create"));
    expect(sales).toHaveLength(1);
  });
});
