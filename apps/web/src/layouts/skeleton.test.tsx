import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { prerenderedShell } from "../../build/inline-splash.ts";
import { PublicLayout } from "./public-layout.tsx";
import { skeletonScript } from "./skeleton-markup.ts";

/** index.html's #root as the build writes it (build/prerender-shell.tsx, run as the build runs it). */
let shell = "";
beforeAll(() => {
  shell = prerenderedShell();
}, 60_000);

/** index.html's #root, then its inline script, at an address. */
function loadPageAt(pathname: string): HTMLElement {
  window.history.replaceState(null, "", pathname);
  document.body.innerHTML = `<div id="root">${shell}</div>`;
  new Function(skeletonScript)();
  return document.getElementById("root")!;
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the page skeleton in index.html", () => {
  it("shows the real header with the page's menu entry marked, and the page's shape", () => {
    const cases = [
      ["/product", "cards", "Product"],
      ["/singleProduct/3", "product", "Product"],
      ["/aboutUs", "page", "AboutUs"],
      ["/", "home", "Home"],
      ["/cart", "page", null],
    ] as const;
    for (const [path, shape, entry] of cases) {
      const root = loadPageAt(path);
      expect(root.querySelector("[data-skeleton]"), path).toHaveAttribute("data-shape", shape);
      const current = [...root.querySelectorAll(".sh-nav a[aria-current=page]")].map((a) => a.textContent);
      expect(current, path).toEqual(entry ? [entry] : []);
      expect(screen.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
      expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    }
  });

  it("leaves the owner's pages and the invoice without the shop's header", () => {
    for (const path of ["/admin", "/admin/ad-message", "/invoice/4"]) {
      expect(loadPageAt(path).childElementCount, path).toBe(0);
    }
  });

  it("is the header and footer the app renders, element for element", async () => {
    const skeleton = loadPageAt("/aboutUs");
    const header = skeleton.querySelector("header")!.outerHTML;
    const footer = skeleton.querySelector("footer")!.outerHTML;
    document.body.innerHTML = "";
    const router = createMemoryRouter(
      [{ path: "/", Component: PublicLayout, children: [{ path: "aboutUs", element: <p>About</p> }] }],
      { initialEntries: ["/aboutUs"] },
    );
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByText("About");
    // The same elements, attributes and text (attributes in any order), less what React Router
    // adds for itself (data-discover, the active class written twice), how a style is spelled,
    // and an empty class (React's server renderer writes one, Preact leaves it out).
    const serialize = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (!(node instanceof Element)) return "";
      const attributes = [...node.attributes]
        .filter((a) => a.name !== "data-discover" && !(a.name === "class" && a.value === ""))
        .map((a) => {
          let value = a.value;
          if (a.name === "class") value = value.replace("active active", "active");
          if (a.name === "style") value = value.replace(/\s|;$/g, "");
          return `${a.name}="${value}"`;
        })
        .sort()
        .join(" ");
      return `<${node.localName} ${attributes}>${[...node.childNodes].map(serialize).join("")}</${node.localName}>`;
    };
    const parse = (html: string) =>
      new DOMParser().parseFromString(html, "text/html").body.firstElementChild!;
    expect(serialize(container.querySelector("header")!)).toBe(serialize(parse(header)));
    expect(serialize(container.querySelector("footer")!)).toBe(serialize(parse(footer)));
  });
});
