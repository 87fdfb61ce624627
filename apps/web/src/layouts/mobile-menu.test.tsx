import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header.tsx";

// jsdom has no showModal or close: these do what a browser does with the open attribute and the
// close event; Escape is the browser's cancel event.
const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
const own = { showModal: proto.showModal, close: proto.close };
beforeAll(() => {
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});
afterAll(() => {
  proto.showModal = own.showModal;
  proto.close = own.close;
});

function Where() {
  return <output aria-label="Path">{useLocation().pathname}</output>;
}

function renderHeaderAt(path: string) {
  const page = (
    <>
      <SiteHeader />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    ["/", "/product", "/singleProduct/:id", "/service", "/aboutUs", "/privacy-policy"].map((p) => ({
      path: p,
      element: page,
    })),
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

async function openMenu(): Promise<HTMLElement> {
  const button = screen.getByRole("button", { name: "Open menu" });
  act(() => button.focus());
  fireEvent.click(button);
  return screen.findByRole("dialog", { name: "Menu" });
}

describe("the phone menu", () => {
  it("opens as a modal dialog named Menu, marks the current page and keeps the page from scrolling", async () => {
    renderHeaderAt("/singleProduct/3");
    const menu = await openMenu();
    expect(menu.tagName).toBe("DIALOG");
    expect(menu).toHaveAttribute("open");
    expect(menu).toHaveFocus();
    expect(screen.getByRole("heading", { level: 2, name: "Menu" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Mobile" });
    // A product's own page belongs to Product.
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent("Product");
    expect(screen.getAllByRole("link", { name: "Product" }).at(-1)).toHaveClass("pu-button-contained");
    expect(screen.getAllByRole("link", { name: "Home" }).at(-1)).not.toHaveAttribute("aria-current");
    expect(document.body.style.overflow).toBe("hidden");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "true");
  });

  it("closes with its button after the slide out, gives the page its scrolling and focus back", async () => {
    renderHeaderAt("/");
    const menu = await openMenu();
    fireEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(menu).toHaveClass("mm-closing");
    await waitFor(() => expect(menu).not.toHaveAttribute("open"));
    expect(menu).not.toHaveClass("mm-closing");
    expect(document.body.style.overflow).toBe("");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("status", { name: "Path" })).toHaveTextContent("/");
  });

  it("closes on Escape (the browser's cancel), sliding out first", async () => {
    renderHeaderAt("/");
    const menu = await openMenu();
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(menu, cancel);
    // The browser would close it at once: the menu slides out first, then closes.
    expect(cancel.defaultPrevented).toBe(true);
    expect(menu).toHaveAttribute("open");
    await waitFor(() => expect(menu).not.toHaveAttribute("open"));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("reports a close the browser makes on its own", async () => {
    renderHeaderAt("/");
    const menu = await openMenu();
    act(() => (menu as HTMLDialogElement).close());
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(document.body.style.overflow).toBe("");
    // It opens again.
    const again = await openMenu();
    expect(again).toHaveAttribute("open");
  });

  it("navigates with a choice and closes", async () => {
    renderHeaderAt("/");
    const menu = await openMenu();
    const about = screen.getAllByRole("link", { name: "AboutUs" }).at(-1)!;
    fireEvent.click(about);
    expect(screen.getByRole("status", { name: "Path" })).toHaveTextContent("/aboutUs");
    await waitFor(() => expect(menu).not.toHaveAttribute("open"));
  });
});
