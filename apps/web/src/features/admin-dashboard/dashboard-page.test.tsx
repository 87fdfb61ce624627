import { formatRs } from "@shop/shared/money";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withProviders } from "../../test/render.tsx";
import { DashboardPage } from "./dashboard-page.tsx";

// The first render loads MUI and Chart.js, slowly on a busy two-core machine.
const slow = { timeout: 15_000 };

/** A month whose returns were more than its sales: the server answers a negative figure. */
const YEAR = [12_000, 0, -20_000, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/** The server's answers, by path: each figure in `data` and in its named field. */
const ANSWERS: Record<string, unknown> = {
  "/api/dashboard/get-DailySales": { status: 200, data: -20_000, DailySales: -20_000 },
  "/api/dashboard/get-DailyOrders": { status: 200, data: 1, DailyOrders: 1 },
  "/api/dashboard/get-DailyPending": {
    status: 200,
    data: { orders: 0, sales: 0 },
    DailyPending: { orders: 0, sales: 0 },
  },
  "/api/dashboard/get-MonthlySalesWholeYear": { status: 200, data: YEAR, SalesArray: YEAR },
  "/api/dashboard/get-PendingOrders": { status: 200, data: 0, PendingOrders: 0 },
  "/api/dashboard/get-LowStock": { status: 200, data: [], LowStock: [] },
  "/api/shop/time": {
    status: 200,
    data: {
      timeZone: "Asia/Kathmandu",
      now: "2026-03-10T06:15:00.000Z",
      today: "2026-03-10",
      todayBs: "2082-11-26",
    },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the admin dashboard", () => {
  it(
    "says its sales are less returns, and shows a period with more returns than sales below zero",
    slow,
    async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async (url: string) => {
          const answer = ANSWERS[new URL(url).pathname];
          return answer
            ? Response.json(answer)
            : Response.json({ status: 404, message: "Not found" }, { status: 404 });
        }),
      );
      // jsdom draws no canvas: the chart is not drawn (Chart.js says so once), its table is there.
      vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
      const chartError = vi.spyOn(console, "error").mockImplementation(() => {});
      const router = createMemoryRouter([{ path: "/admin", element: <DashboardPage /> }], {
        initialEntries: ["/admin"],
      });
      render(withProviders(<RouterProvider router={router} />));

      expect(await screen.findByRole("heading", { name: "Admin-DashBoard" })).toBeInTheDocument();
      // The cards can come a moment after the heading: wait for them, not only for the page.
      expect(await screen.findByText("Sells")).toBeInTheDocument();
      expect(await screen.findByTestId("dashboard-sales-caption")).toHaveTextContent(
        "Accepted orders, less returns: not pending, rejected or cancelled",
      );
      // The minus sign as formatRs writes it, before the amount.
      expect(await screen.findByText("-20,000 Rs")).toBeInTheDocument();

      // The chart's figures as a table (inside the canvas, for screen readers): March below zero.
      const table = await screen.findByRole("table", { name: "Sales of each month of 2026, less returns" });
      const march = within(table).getByRole("row", { name: /Mar/ });
      expect(march).toHaveTextContent(formatRs(-20_000));
      expect(formatRs(-20_000)).toBe("Rs -20,000");
      // Only the chart's own complaint, once per time it was drawn (twice when the year's
      // figures come after the first draw).
      expect(new Set(chartError.mock.calls.map((call) => String(call[0])))).toEqual(
        new Set(["Failed to create chart: can't acquire context from the given item"]),
      );
    },
  );
});
