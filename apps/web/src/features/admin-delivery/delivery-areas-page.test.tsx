import { ThemeProvider } from "@mui/material";
import type { DeliveryArea } from "@shop/shared/delivery";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deliveryAreaKeys } from "../../lib/delivery-area-keys.ts";
import { theme } from "../../lib/theme.ts";
import { DeliveryAreasPage } from "./delivery-areas-page.tsx";

const itahari = { id: 3, name: "Itahari", charge: 100, freeFrom: 10_000, active: true } as DeliveryArea;

afterEach(() => vi.unstubAllGlobals());

describe("the delivery areas' table", () => {
  it("has Edit and Delete both under Actions: no row has a cell without a heading", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(deliveryAreaKeys.everyArea(), [itahari]);
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>
          <DeliveryAreasPage />
        </QueryClientProvider>
      </ThemeProvider>,
    );
    const table = await screen.findByRole("table", { name: "Delivery areas" });
    const headings = within(table).getAllByRole("columnheader");
    const row = within(table).getByTestId("area-3");
    const cells = within(row).getAllByRole("cell");
    expect(cells).toHaveLength(headings.length);
    const actions = cells[headings.findIndex((h) => h.textContent === "Actions")]!;
    expect(within(actions).getByRole("button", { name: "Edit Itahari" })).toBeInTheDocument();
    expect(within(actions).getByRole("button", { name: "Delete Itahari" })).toBeInTheDocument();
  });
});
