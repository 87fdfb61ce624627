import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { product } from "../../test/cart-fixtures.ts";
import { renderAt } from "../../test/render.tsx";
import { productQuery } from "./catalog-api.ts";

// No API server runs beside the component tests: every call fails as it would offline.
describe("catalog screens without a server", () => {
  it("shows an error with a retry on /product, never a blank page, and still the marketing section", async () => {
    renderAt("/product");
    // A refused connection can take a moment to be reported.
    expect(
      await screen.findByText(/The products could not be loaded/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    // Below the first screen: drawn in the render after it (lib/first-screen.ts).
    expect(
      await screen.findByRole("heading", { name: "Our Products" }, { timeout: 8000 }),
    ).toBeInTheDocument();
    const retail = screen.getByRole("heading", { name: "Retail Management Software" }).closest("[data-aos]");
    expect(retail).toHaveAttribute("data-aos-duration", "1000");
    expect(screen.getAllByRole("link", { name: /View Now/ })[0]).toHaveAttribute("target", "_blank");
  });

  it("says a product is not available for an address that is not a product", async () => {
    renderAt("/singleProduct/not-a-number");
    expect(
      await screen.findByRole("heading", { name: "Product not available" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/product");
  });

  it("names a product's warranty beside its stock, and says nothing of one sold without", async () => {
    const card = product({ id: 41, name: "RTX 4060", warrantyMonths: 36 });
    const pad = product({ id: 42, name: "Mouse pad", warrantyMonths: 0 });
    const first = renderAt("/singleProduct/41", (client) =>
      client.setQueryData(productQuery(41).queryKey, card),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "RTX 4060" })).toBeInTheDocument();
    expect(screen.getByText("3 years warranty")).toBeInTheDocument();
    first.unmount();
    renderAt("/singleProduct/42", (client) => client.setQueryData(productQuery(42).queryKey, pad));
    expect(await screen.findByRole("heading", { level: 1, name: "Mouse pad" })).toBeInTheDocument();
    expect(screen.queryByText(/warranty/)).not.toBeInTheDocument();
  });
});
