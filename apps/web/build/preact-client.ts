import { render } from "preact";
import { unmountComponentAtNode } from "preact/compat";

export { hydrateRoot } from "preact/compat/client";

/**
 * `createRoot` of react-dom/client for the built shop, on Preact (build/preact-compat.ts puts this
 * module in its place). preact/compat's own empties the container before the first render, as
 * React does. This one lets Preact diff the first render against what the container already
 * holds: the page skeleton of index.html, whose header and footer are the app's own markup
 * (build/prerender-shell.tsx). Preact keeps each element of the same tag in the same place and
 * sets its attributes and text to the app's; what the app does not draw it removes (and so does
 * this module, for what is left of the skeleton at the top).
 *
 * So the header and the footer are not built twice. On `/product`, the first render added 139
 * elements and removed 61, where it added 252 and removed 174. The layout that follows starts
 * from the skeleton's, and a link the shopper has focused in the header keeps the focus.
 *
 * Not hydration: Preact's `hydrate` trusts the markup to be the app's and leaves attributes as
 * they are, while the skeleton's cards are placeholders of another shape.
 */
export function createRoot(container: Element) {
  return {
    render(children: Parameters<typeof render>[0]) {
      render(children, container);
      // Preact removes what it did not keep inside the elements it kept, but leaves the container's
      // own children it did not take over: a page outside the shop's frame (a printed bill starts
      // with <main>) would show the skeleton under it. Whatever still holds the skeleton's mark
      // after a render was not taken over (a kept element loses the mark).
      for (const child of [...container.children]) {
        if (child.matches("[data-skeleton]") || child.querySelector("[data-skeleton]")) child.remove();
      }
    },
    unmount() {
      unmountComponentAtNode(container);
    },
  };
}
