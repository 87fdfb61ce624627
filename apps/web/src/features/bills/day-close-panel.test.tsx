import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
});
