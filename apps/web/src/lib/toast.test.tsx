import { TIMINGS } from "@shop/shared/constants";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster, toast, useToast } from "./toast.tsx";
import { ToastView } from "./toast-view.tsx";

/** The toast's way out (toast-view.css) before it leaves the page. */
const EXIT_MS = 195;

function showing(): HTMLElement | null {
  return screen.queryByRole("alert");
}

beforeEach(() => {
  useToast.setState({ open: false, message: "", severity: "success", key: 0 });
});

describe("the toast", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function say(message: string, severity?: "success" | "warning" | "error") {
    act(() => toast(message, severity));
  }
  function wait(ms: number) {
    act(() => vi.advanceTimersByTime(ms));
  }

  it("shows a success for TIMINGS.toastMs, then leaves", () => {
    render(<ToastView />);
    say("Keyboard added to cart successfully");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Keyboard added to cart successfully");
    expect(alert).toHaveClass("pu-alert-filled-success");
    wait(TIMINGS.toastMs - 1);
    expect(useToast.getState().open).toBe(true);
    wait(1);
    expect(useToast.getState().open).toBe(false);
    // It plays its way out, then is gone.
    expect(showing()).not.toBeNull();
    wait(EXIT_MS);
    expect(showing()).toBeNull();
  });

  it("keeps a warning or an error for TIMINGS.problemToastMs", () => {
    render(<ToastView />);
    say("Keyboard already Added to cart", "warning");
    expect(screen.getByRole("alert")).toHaveClass("pu-alert-filled-warning");
    wait(TIMINGS.problemToastMs - 1);
    expect(useToast.getState().open).toBe(true);
    wait(1);
    expect(useToast.getState().open).toBe(false);

    say("User Login failed", "error");
    expect(screen.getByRole("alert")).toHaveClass("pu-alert-filled-error");
    wait(TIMINGS.problemToastMs);
    expect(useToast.getState().open).toBe(false);
  });

  it("stops its clock while the pointer is on it, and gives half the time again when it leaves", () => {
    render(<ToastView />);
    say("User Login failed", "error");
    const root = screen.getByRole("alert").parentElement!;
    wait(1000);
    fireEvent.mouseEnter(root);
    wait(TIMINGS.problemToastMs * 3);
    expect(useToast.getState().open).toBe(true);
    fireEvent.mouseLeave(root);
    wait(TIMINGS.problemToastMs / 2 - 1);
    expect(useToast.getState().open).toBe(true);
    wait(1);
    expect(useToast.getState().open).toBe(false);
  });

  it("stops its clock while focus is in it", () => {
    render(<ToastView />);
    say("Keyboard added to cart successfully");
    const close = screen.getByRole("button", { name: "Close" });
    act(() => close.focus());
    wait(TIMINGS.toastMs * 10);
    expect(useToast.getState().open).toBe(true);
    act(() => close.blur());
    wait(TIMINGS.toastMs / 2);
    expect(useToast.getState().open).toBe(false);
  });

  it("closes with its button (MUI's name and title, Close) and with Escape, not with a click elsewhere", () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <ToastView />
      </>,
    );
    say("User Login failed", "error");
    const close = screen.getByRole("button", { name: "Close" });
    expect(close).toHaveAttribute("title", "Close");
    fireEvent.click(close);
    expect(useToast.getState().open).toBe(false);

    say("User Login failed", "error");
    fireEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    fireEvent.mouseDown(document.body);
    expect(useToast.getState().open).toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(useToast.getState().open).toBe(false);
    wait(EXIT_MS);
    expect(showing()).toBeNull();
  });

  it("gives its place to a new toast at once, with the new one's time", () => {
    render(<ToastView />);
    say("User Login failed", "error");
    wait(TIMINGS.problemToastMs - 10);
    say("Keyboard added to cart successfully");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByRole("alert")).toHaveTextContent("Keyboard added to cart successfully");
    wait(TIMINGS.toastMs - 1);
    expect(useToast.getState().open).toBe(true);
    wait(1);
    expect(useToast.getState().open).toBe(false);
  });
});

describe("the Toaster", () => {
  it("draws nothing until the first toast, then the toast", async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => toast("Message sent"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Message sent");
  });
});
