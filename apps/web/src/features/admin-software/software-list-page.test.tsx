import type { Software } from "@shop/shared/software";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { softwareKeys } from "../../lib/software-api.ts";
import { screenWidth } from "../../test/screen-width.ts";
import { SoftwareListPage } from "./software-list-page.tsx";

const SOFTWARE: Software[] = [
  {
    id: 1,
    name: "Retail Management Software",
    price: 25000,
    link: "https://retail.koshi.example.np",
    description: "Billing, stock, purchases and reports for a shop",
    imageName: "/uploads/retail.webp",
    thumbnailName: "/uploads/retail-thumb.webp",
    createdDate: "2026-11-01T00:00:00.000Z",
  },
  {
    id: 2,
    name: "Restaurant Management Software",
    price: 30000,
    link: "https://restaurant.koshi.example.np",
    description: "Table orders, kitchen tickets and bills",
    imageName: "/uploads/restaurant.webp",
    thumbnailName: "/uploads/restaurant-thumb.webp",
    createdDate: "2026-11-02T00:00:00.000Z",
  },
];

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(softwareKeys.list(), SOFTWARE);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SoftwareListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the admin's software list", () => {
  it("is a card each on a phone, with the same fields and actions and no table to scroll sideways", () => {
    screenWidth(390);
    renderList();
    expect(screen.queryByRole("table")).toBeNull();
    const cards = within(screen.getByRole("list", { name: "Software" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    first.getByText("Retail Management Software");
    first.getByText("S.N. 1");
    first.getByText("Rs 25,000");
    expect(first.getByRole("link", { name: "https://retail.koshi" })).toHaveAttribute(
      "href",
      "https://retail.koshi.example.np",
    );
    first.getByText("Billing, stock, purc");
    first.getByRole("link", { name: "Open the image of Retail Management Software" });
    expect(first.getByRole("link", { name: "Edit Retail Management Software" })).toHaveAttribute(
      "href",
      "/admin/software/update/1",
    );
    first.getByRole("button", { name: "Delete Retail Management Software" });
  });

  it("is cards up to the order desk's width too, where a tablet scrolled the table sideways", () => {
    for (const width of [760, 899]) {
      screenWidth(width);
      const view = renderList();
      expect(screen.queryByRole("table")).toBeNull();
      expect(within(screen.getByRole("list", { name: "Software" })).getAllByRole("listitem")).toHaveLength(2);
      view.unmount();
    }
  });

  it.each([900, 1280])("stays a table with its eight columns on a screen %i px wide", (width) => {
    screenWidth(width);
    renderList();
    const table = screen.getByRole("table", { name: "Software" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["S.N.", "Name", "Price", "Link", "Description", "Image", "Edit", "Delete"]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
  });
});
