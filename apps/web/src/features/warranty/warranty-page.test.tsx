import { ThemeProvider } from "@mui/material";
import type { WarrantyItem } from "@shop/shared/warranty";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { theme } from "../../lib/theme.ts";
import { WarrantyPage } from "./warranty-page.tsx";

const ssd: WarrantyItem = {
  orderId: 61,
  billId: 49,
  billNumber: "2083/84-000027",
  // 5:14 AM in Kathmandu on 29 Nov 2026.
  soldAt: "2026-11-28T23:29:00.000Z",
  buyerName: "Cash sale",
  buyerPhone: "",
  product: { id: 5, name: "970 EVO Plus 1TB NVMe SSD", brand: "Samsung", model: "MZ-V7S1T0BW" },
  serial: "SN-A-1",
  warrantyMonths: 36,
  warrantyEnds: "2029-11-29",
  inWarranty: true,
};

afterEach(() => vi.unstubAllGlobals());

describe("a piece found by its serial", () => {
  it("writes its sale and its warranty's end as every date of the shop is written", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(["warranty", { serial: "SN-A-1" }], [ssd]);
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <WarrantyPage />
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Serial number"), "SN-A-1{Enter}");
    const piece = await screen.findByRole("listitem");
    const text = piece.textContent ?? "";
    expect(text).toContain("Sold 29 Nov 2026 · 13 Mangsir 2083 BS to Cash sale");
    expect(text).toContain("Warranty (36 months) ends 29 Nov 2029 · 13 Mangsir 2086 BS");
  });
});
