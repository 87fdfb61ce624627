import { ThemeProvider } from "@mui/material";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { meQuery } from "../lib/session-api.ts";
import { useSession } from "../lib/session-store.ts";
import { theme } from "../lib/theme.ts";
import { WAITING_KEY } from "../lib/waiting-api.ts";
import { screenWidth } from "../test/screen-width.ts";
import { AdminLayout } from "./admin-layout.tsx";

const ENTRIES = [
  "DashBoard",
  "Products",
  "Counter",
  "Order",
  "Bills",
  "Warranty",
  "Contact",
  "Delivery",
  "Message",
  "Software",
  "Users",
];

function Where() {
  return <output aria-label="Path">{useLocation().pathname}</output>;
}

/** The admin layout at an address, signed in as the Admin, with 3 pending orders and 2 unread messages. */
function renderAdminAt(path: string) {
  useSession.getState().setSession({ token: "owner-token", userRole: "Admin", userName: "Owner" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(meQuery("owner-token").queryKey, { role: "Admin" } as never);
  client.setQueryData(WAITING_KEY, { pendingOrders: 3, unreadMessages: 2 });
  const router = createMemoryRouter(
    [{ path: "/admin", element: <AdminLayout />, children: [{ path: "*", element: <Where /> }] }],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

/** The menu's entries as read: "Order3 pending" is Order with its count. */
function entriesOf(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

beforeEach(() => {
  // Nothing here reaches a server; a call left waiting changes nothing on screen.
  vi.stubGlobal("fetch", () => new Promise<Response>(() => {}));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clear();
});

describe("the admin menu on a phone", () => {
  it("is a bar with the title and a menu button that shows what waits; no entry scrolls out of sight", () => {
    screenWidth(390);
    renderAdminAt("/admin/bills");
    expect(screen.getByRole("banner")).toHaveTextContent("Koshi IT Admin");
    // The entries are in the drawer, not in a row that scrolls sideways.
    expect(screen.queryByRole("navigation", { name: "Admin" })).toBeNull();
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAccessibleDescription("3 pending, 2 unread");
    expect(screen.getByTestId("menu-waiting")).toHaveTextContent("5");
  });

  it("opens a drawer with every entry, their counts and Log out, the current one marked", async () => {
    screenWidth(390);
    renderAdminAt("/admin/bills/7");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    const nav = within(menu).getByRole("navigation", { name: "Admin" });
    expect(entriesOf(nav)).toEqual(
      ENTRIES.map((e) => (e === "Order" ? "Order3 pending" : e === "Message" ? "Message2 unread" : e)),
    );
    within(nav).getByRole("button", { name: "Log out" });
    // A bill's own page belongs to Bills.
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    expect(within(nav).getByRole("link", { name: "Bills" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Open menu", hidden: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("closes on a choice, which it opens", async () => {
    screenWidth(390);
    const router = renderAdminAt("/admin/bills");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(within(menu).getByRole("link", { name: "Users" }));
    expect(router.state.location.pathname).toBe("/admin/ad-user");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and on a tap beside it, and gives focus back to the menu button", async () => {
    screenWidth(390);
    renderAdminAt("/admin");
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "Open menu" });
    await user.click(button);
    await screen.findByRole("dialog", { name: "Menu" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
    expect(button).toHaveFocus();

    await user.click(button);
    await screen.findByRole("dialog", { name: "Menu" });
    const backdrop = document.querySelector(".MuiBackdrop-root");
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
  });

  it("Log out closes the drawer and asks first, as on a wide screen", async () => {
    screenWidth(390);
    renderAdminAt("/admin/ad-user");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(within(menu).getByRole("button", { name: "Log out" }));
    await screen.findByRole("dialog", { name: "Confirm Logout" });
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Confirm Logout" })).toBeNull());
    // Still signed in, back where the owner was.
    expect(useSession.getState().token).toBe("owner-token");
    expect(screen.getByRole("status", { name: "Path" })).toHaveTextContent("/admin/ad-user");
  });
});

describe("the admin menu on a wide screen", () => {
  it("stays the sidebar of every entry and Log out, without a menu button", () => {
    screenWidth(1280);
    renderAdminAt("/admin/product/update/4");
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(nav).toHaveTextContent("Koshi IT Admin");
    expect(entriesOf(nav)).toEqual(
      ENTRIES.map((e) => (e === "Order" ? "Order3 pending" : e === "Message" ? "Message2 unread" : e)),
    );
    within(nav).getByRole("button", { name: "Log out" });
    expect(screen.getByTestId("sidebar-pending")).toHaveTextContent("3 pending");
    expect(screen.getByTestId("sidebar-unread")).toHaveTextContent("2 unread");
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
    expect(screen.queryByRole("banner")).toBeNull();
    // A product's own screens belong to Products.
    expect(within(nav).getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Products" })).toHaveClass("active");
  });
});
