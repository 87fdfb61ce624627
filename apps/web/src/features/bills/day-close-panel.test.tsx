import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withProviders } from "../../test/render.tsx";
import { DayClosePanel } from "./day-close-panel.tsx";

describe("the day close", () => {
  it("moves to the shop's today when it arrives after the first render", () => {
    // The first render has only this device's guess; the server's today comes a moment later.
    const view = render(withProviders(<DayClosePanel today="2026-11-28" />));
    expect(screen.getByLabelText("Day")).toHaveValue("28/11/2026");
    view.rerender(withProviders(<DayClosePanel today="2026-11-29" />));
    expect(screen.getByLabelText("Day")).toHaveValue("29/11/2026");
    // Day first, as the shop writes dates, with its Bikram Sambat date beside it.
    expect(screen.getByText(/13 Mangsir 2083 BS/)).toBeInTheDocument();
  });

  it("says how much cash went out of the drawer on a day of cash refunds only", async () => {
    const close = {
      date: "2026-11-28",
      bills: 0,
      creditNotes: 1,
      byMethod: { cash: -145000, qr: 0, card: 0, bank_transfer: 0, online: 0, cash_on_delivery: 0 },
      cashInDrawer: -145000,
      total: -145000,
    };
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) =>
        String(url).includes("/bills/day-close")
          ? Promise.resolve(Response.json({ status: 200, data: close }))
          : new Promise<Response>(() => {}),
      ),
    );
    render(withProviders(<DayClosePanel today="2026-11-28" />));
    expect(await screen.findByTestId("cash-in-drawer")).toHaveTextContent(
      "Cash paid out of the drawer: Rs 1,45,000",
    );
  });
});

afterEach(() => vi.unstubAllGlobals());
