import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "./test/render.tsx";

describe("route table", () => {
  it("shows the 404 page for an unknown address", async () => {
    renderAt("/definitely/not/here");
    expect(await screen.findByText("404 - Page Not Found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("sends a visitor who is not an admin from /admin to /", async () => {
    const { router } = renderAt("/admin/ad-user");
    await screen.findAllByRole("navigation", { name: "Main" }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe("/");
  });
});
