import type { Envelope } from "@shop/shared/api";
import type { ProductPage } from "@shop/shared/products";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { product } from "../../test/cart-fixtures.ts";
import { renderAt } from "../../test/render.tsx";
import { CATALOG_PAGE_SIZE } from "./catalog-paging.ts";

const slow = { timeout: 10_000 };
const TOTAL = 30;

/** Page `n` of a catalog of 30 products, as products/get-all answers it. */
function page(n: number): Envelope<ProductPage> {
  const from = (n - 1) * CATALOG_PAGE_SIZE;
  const items = Array.from({ length: Math.max(Math.min(CATALOG_PAGE_SIZE, TOTAL - from), 0) }, (_, i) =>
    product({ id: from + i + 1, name: `Part ${from + i + 1}`, brand: i % 2 ? "Acme" : "Zen" }),
  );
  return {
    status: 200,
    message: "",
    severity: "success",
    data: {
      items,
      total: TOTAL,
      page: n,
      pageSize: CATALOG_PAGE_SIZE,
      ...(n === 1 ? { brands: ["Acme", "Orbit", "Zen"] } : {}),
    },
  };
}

/**
 * The answers the page's start script would have asked for (the tests have no server: every other
 * call fails as it would offline). The app takes an answer only for the exact address it asks.
 */
function preload(answers: Record<string, Envelope<ProductPage>>) {
  window.__shopPreload = Object.fromEntries(
    Object.entries(answers).map(([url, body]) => [url, Promise.resolve(body)]),
  );
}

afterEach(() => {
  delete window.__shopPreload;
  delete window.__shopArrived;
});

describe("the catalog, a page at a time", () => {
  it("shows the first 24 products with the count of all, and loads the next page on 'Load more'", async () => {
    preload({
      "/products/get-all?page=1&pageSize=24": page(1),
      "/products/get-all?page=2&pageSize=24": page(2),
    });
    const { router } = renderAt("/product");
    const more = await screen.findByRole("button", { name: "Load more (6 left)" }, slow);
    expect(screen.getByText("30 products")).toBeInTheDocument();
    expect(document.querySelectorAll(".cat-grid > li")).toHaveLength(24);
    // Every brand of the catalog to choose from, not only those of the products listed so far.
    const brand = screen.getByLabelText("Brand");
    expect(within(brand).getByRole("option", { name: "Orbit" })).toBeInTheDocument();

    await userEvent.setup().click(more);
    await waitFor(() => expect(document.querySelectorAll(".cat-grid > li")).toHaveLength(30), slow);
    // The address keeps how much is shown; nothing is left to load.
    expect(router.state.location.search).toBe("?page=2");
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
    // The focus moves to the first new product.
    expect(document.activeElement).toBe(document.querySelectorAll(".cat-grid > li")[24]?.querySelector("a"));
    expect(screen.getByText("30 products")).toBeInTheDocument();
  });

  it("opens ?page=2 with both pages", async () => {
    preload({
      "/products/get-all?page=1&pageSize=24": page(1),
      "/products/get-all?page=2&pageSize=24": page(2),
    });
    renderAt("/product?page=2");
    await waitFor(() => expect(document.querySelectorAll(".cat-grid > li")).toHaveLength(30), slow);
    // A product of the second page shows at once when tapped, from the page that listed it.
    await userEvent.setup().click(screen.getByRole("link", { name: /Part 30/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "Part 30" }, slow)).toBeInTheDocument();
  });

  it("says so when the next page cannot be loaded, and keeps what is shown", async () => {
    preload({ "/products/get-all?page=1&pageSize=24": page(1) });
    renderAt("/product");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Load more (6 left)" }, slow));
    expect(await screen.findByText(/The next products could not be loaded/, {}, slow)).toBeInTheDocument();
    expect(document.querySelectorAll(".cat-grid > li")).toHaveLength(24);
    expect(screen.getByRole("button", { name: "Load more (6 left)" })).toBeInTheDocument();
  });

  it("starts a new search at the first page", async () => {
    preload({
      "/products/get-all?page=1&pageSize=24": page(1),
      "/products/get-all?page=2&pageSize=24": page(2),
      "/products/get-all?category=Laptop&page=1&pageSize=24": {
        ...page(1),
        data: {
          items: [product({ id: 99, name: "Thin Laptop", category: "Laptop" })],
          total: 1,
          page: 1,
          pageSize: 24,
        },
      },
    });
    const { router } = renderAt("/product?page=2");
    await waitFor(() => expect(document.querySelectorAll(".cat-grid > li")).toHaveLength(30), slow);
    await userEvent.setup().click(screen.getByRole("button", { name: "Laptop" }));
    await screen.findByText("1 product in Laptop", {}, slow);
    expect(router.state.location.search).toBe("?category=Laptop");
    expect(document.querySelectorAll(".cat-grid > li")).toHaveLength(1);
  });
});
