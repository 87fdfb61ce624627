import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render.tsx";

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
});
