import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render.tsx";

describe("a bill's page without a session", () => {
  it("offers the way to log in, as an order's invoice does", async () => {
    const { router } = renderAt("/bill/49");
    await screen.findByText("Please log in to see this bill.", undefined, { timeout: 15_000 });
    await userEvent.click(screen.getByRole("link", { name: "Login" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});
