import type { SalesRegister } from "@shop/shared/bills";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withProviders } from "../../test/render.tsx";
import { screenWidth } from "../../test/screen-width.ts";
import { RegisterPage } from "./register-page.tsx";

/** A month of two bills (one to a buyer with a PAN) and a credit note against the first. */
const REGISTER: SalesRegister = {
  items: [
    {
      id: 21,
      kind: "bill",
      number: "2083/84-000023",
      issuedAt: "2026-11-18T05:00:00.000Z",
      bsDate: "2083-08-02",
      buyerName: "Koshi Traders",
      buyerPan: "301234567",
      paymentMethod: "bank_transfer",
      taxable: 10000,
      vat: 1300,
      total: 11300,
    },
    {
      id: 22,
      kind: "bill",
      number: "2083/84-000024",
      issuedAt: "2026-11-21T05:00:00.000Z",
      bsDate: "2083-08-05",
      buyerName: "Anjali Karki",
      buyerPan: "",
      paymentMethod: "cash",
      taxable: 74500,
      vat: 0,
      total: 74500,
    },
    {
      id: 23,
      kind: "credit",
      number: "CN-2083/84-000001",
      issuedAt: "2026-11-22T05:00:00.000Z",
      bsDate: "2083-08-06",
      buyerName: "Koshi Traders",
      buyerPan: "301234567",
      paymentMethod: "bank_transfer",
      taxable: -2500,
      vat: -325,
      total: -2825,
    },
  ],
  totals: { taxable: 82000, vat: 975, total: 82975 },
};

/** The register from the server; every other call (the day close, the shop's today) stays unanswered. */
function renderRegister() {
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) =>
      String(url).includes("/bills/register")
        ? Promise.resolve(new Response(JSON.stringify({ status: 200, data: REGISTER })))
        : new Promise<Response>(() => {}),
    ),
  );
  return render(
    withProviders(
      <MemoryRouter initialEntries={["/admin/bills"]}>
        <RegisterPage />
      </MemoryRouter>,
    ),
  );
}

/** A card's amounts as its terms and values read: "Taxable (Rs) 10,000", … */
function amounts(card: HTMLElement): string[] {
  const terms = within(card).getAllByRole("term");
  return terms.map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
}

afterEach(() => vi.unstubAllGlobals());

describe("the sales register", () => {
  it.each([390, 899])(
    "is a card per bill on a screen %i px wide, with no table to scroll sideways",
    async (width) => {
      screenWidth(width);
      renderRegister();
      const list = await screen.findByRole("list", { name: "Sales register" });
      expect(screen.queryByRole("table")).toBeNull();
      const cards = within(list).getAllByRole("listitem");
      expect(cards).toHaveLength(3);

      const [withPan, withoutPan, credit] = cards as [HTMLElement, HTMLElement, HTMLElement];
      expect(within(withPan).getByRole("link", { name: "2083/84-000023" })).toHaveAttribute(
        "href",
        "/admin/bills/21",
      );
      within(withPan).getByText("2083-08-02 BS · Bank transfer");
      within(withPan).getByText("Koshi Traders · PAN 301234567");
      expect(amounts(withPan)).toEqual(["Taxable (Rs) 10,000", "VAT (Rs) 1,300", "Total (Rs) 11,300"]);
      expect(within(withPan).queryByText("Credit note")).toBeNull();

      // No PAN, no PAN line.
      within(withoutPan).getByText("Anjali Karki");
      expect(withoutPan).not.toHaveTextContent("PAN");
      within(withoutPan).getByText("2083-08-05 BS · Cash");

      // A credit note says so, and its amounts subtract as in the table.
      within(credit).getByText("Credit note");
      within(credit).getByRole("link", { name: "CN-2083/84-000001" });
      expect(amounts(credit)).toEqual(["Taxable (Rs) -2,500", "VAT (Rs) -325", "Total (Rs) -2,825"]);

      // The totals come last, as a card of their own.
      const totals = screen.getByRole("region", { name: "Total" });
      expect(amounts(totals)).toEqual(["Taxable (Rs) 82,000", "VAT (Rs) 975", "Total (Rs) 82,975"]);
      expect(list.compareDocumentPosition(totals) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it.each([900, 1280])("stays the table named Sales register on a screen %i px wide", async (width) => {
    screenWidth(width);
    renderRegister();
    const table = await screen.findByRole("table", { name: "Sales register" });
    expect(screen.queryByRole("list", { name: "Sales register" })).toBeNull();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual([
      "Date (BS)",
      "Number",
      "Buyer",
      "Buyer PAN",
      "Payment",
      "Taxable (Rs)",
      "VAT (Rs)",
      "Total (Rs)",
    ]);
    // The three rows and the totals row under the headings.
    expect(within(table).getAllByRole("row")).toHaveLength(5);
    expect(within(table).getByTestId("register-totals")).toHaveTextContent("Total82,00097582,975");
  });
});
