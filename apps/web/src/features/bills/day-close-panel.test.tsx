import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withProviders } from "../../test/render.tsx";
import { DayClosePanel } from "./day-close-panel.tsx";

describe("the day close", () => {
  it("moves to the shop's today when it arrives after the first render", () => {
    // The first render has only this device's guess; the server's today comes a moment later.
    const view = render(withProviders(<DayClosePanel today="2026-11-28" />));
    expect(screen.getByLabelText("Day")).toHaveValue("2026-11-28");
    view.rerender(withProviders(<DayClosePanel today="2026-11-29" />));
    expect(screen.getByLabelText("Day")).toHaveValue("2026-11-29");
  });
});
