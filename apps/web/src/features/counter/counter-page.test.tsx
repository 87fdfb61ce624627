import { ThemeProvider } from "@mui/material";
import type { Product } from "@shop/shared/products";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { theme } from "../../lib/theme.ts";
import { CounterPage } from "./counter-page.tsx";

const mouse = {
  id: 9,
  name: "Wireless mouse",
  brand: "Logitech",
  model: "M185",
  price: 1450,
  quantity: 5,
  tracksSerials: false,
} as unknown as Product;

afterEach(() => vi.unstubAllGlobals());

describe("completing a counter sale", () => {
  it("sends one sale for a double click: the second click lands before the button is disabled", async () => {
    // Nothing answers: the sale stays on its way, as it is between the two clicks.
    const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(["products", "counter", "M185"], [mouse]);
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <CounterPage />
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );
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
