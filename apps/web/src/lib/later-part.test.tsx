import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { laterPart } from "./later-part.tsx";

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

// One file, one page: the first interaction happens once, in the order of these tests.
describe("a part of the page fetched later", () => {
  const load = vi.fn(async () => Part);
  const skipped = vi.fn(async () => Part);
  const Later = laterPart(load);
  const WideOnly = laterPart(skipped, { fetchIf: () => false });

  it("is neither fetched nor drawn while the shopper has not touched the page", () => {
    render(
      <>
        <Later needed={false} text="Menu" />
        <WideOnly needed={false} text="Other" />
      </>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText("Menu")).toBeNull();
  });

  it("is fetched at the first touch, unless its condition says no, and still not drawn", async () => {
    render(
      <>
        <Later needed={false} text="Menu" />
        <WideOnly needed={false} text="Other" />
      </>,
    );
    await act(async () => fireEvent.pointerDown(document.body));
    expect(load).toHaveBeenCalled();
    expect(skipped).not.toHaveBeenCalled();
    expect(screen.queryByText("Menu")).toBeNull();
  });

  it("is drawn once needed, and kept when no longer needed (a dialog closes with its animation)", async () => {
    const { rerender } = render(<Later needed text="Menu" />);
    expect(await screen.findByText("Menu")).toBeTruthy();
    rerender(<Later needed={false} text="Menu, closing" />);
    expect(screen.getByText("Menu, closing")).toBeTruthy();
  });
});
