import type { Bill } from "@shop/shared/bills";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withProviders } from "../../test/render.tsx";
import { CreditNoteDialog } from "./credit-note-dialog.tsx";

/** A bill of three mice (no serials recorded), none returned yet. */
const bill = {
  id: 12,
  number: "KIS-2083-0012",
  lines: [{ id: 30, productId: 9, name: "Wireless mouse", serials: [], quantity: 3, returned: 0 }],
} as unknown as Bill;

const PIECES = "Pieces of Wireless mouse coming back";

afterEach(() => vi.unstubAllGlobals());

async function issue(pieces: string) {
  const fetch = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal("fetch", fetch);
  render(
    withProviders(<MemoryRouter>{<CreditNoteDialog bill={bill} open onClose={() => {}} />}</MemoryRouter>),
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(PIECES), pieces);
  await user.type(screen.getByRole("textbox", { name: "Reason" }), "Faulty scroll wheel");
  await user.click(screen.getByRole("button", { name: "Issue credit note" }));
  return fetch;
}

describe("the credit note's pieces", () => {
  it.each(["0x2", "1e1", "1.5", "two"])(
    "refuses %j with the field's own message instead of reading it as a number, and sends nothing",
    async (typed) => {
      const fetch = await issue(typed);
      const field = screen.getByLabelText(PIECES);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription("Quantity must be a whole number of at least 1");
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it("sends the pieces typed as plain decimal text", async () => {
    const fetch = await issue(" 2 ");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      lines: [{ productId: 9, quantity: 2 }],
      reason: "Faulty scroll wheel",
    });
  });
});

describe("issuing the credit note", () => {
  it("sends one credit note for a double click: the second click lands before the button is disabled", async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", fetch);
    render(
      withProviders(<MemoryRouter>{<CreditNoteDialog bill={bill} open onClose={() => {}} />}</MemoryRouter>),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(PIECES), "1");
    await user.type(screen.getByRole("textbox", { name: "Reason" }), "Faulty scroll wheel");
    const button = screen.getByRole("button", { name: "Issue credit note" });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole("button", { name: "Issuing…" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
