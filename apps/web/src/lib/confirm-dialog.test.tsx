import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog, itemConfirm } from "./confirm-dialog.tsx";

const noop = () => undefined;

describe("the one confirmation dialog", () => {
  it("says a delete in the shop's words, and waits for the call before it can be left", () => {
    const { rerender } = render(
      <ConfirmDialog open {...itemConfirm("Keyboard")} busy={false} onConfirm={noop} onClose={noop} />,
    );
    const dialog = screen.getByRole("dialog", { name: "This will delete Keyboard" });
    expect(dialog).toHaveTextContent("You are about to delete Keyboard. Are you sure?");
    expect(screen.getByRole("button", { name: "Delete" })).toBeEnabled();
    rerender(<ConfirmDialog open {...itemConfirm("Keyboard")} busy onConfirm={noop} onClose={noop} />);
    expect(screen.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
  });

  it("asks a question in a screen's own words, with its own buttons", () => {
    const confirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Reject Order"
        text="You are about to Reject. Are you sure?"
        confirmLabel="Reject"
        onConfirm={confirm}
        onClose={noop}
      />,
    );
    expect(screen.getByRole("dialog", { name: "Reject Order" })).toHaveAccessibleDescription(
      "You are about to Reject. Are you sure?",
    );
    screen.getByRole("button", { name: "Reject" }).click();
    expect(confirm).toHaveBeenCalledOnce();
  });
});
