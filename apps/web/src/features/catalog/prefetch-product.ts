import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { whenIdle } from "../../lib/idle.ts";
import { productQuery } from "./catalog-api.ts";

let codeRequested = false;

/** Marks the moment in the page's timeline: `npm run bench:pages` counts what follows apart. */
export const PREFETCH_MARK = "shop:product-page-ahead";

/** The product page's code, fetched once, ahead of the first tap on a product. */
function prefetchProductPageCode(): void {
  if (codeRequested) return;
  codeRequested = true;
  performance.mark(PREFETCH_MARK);
  import("./product-detail-page.tsx").catch(() => {
    codeRequested = false;
  });
}

/**
 * Gets a product page ready before it is opened, so a tap on a slow link shows it at once instead
 * of leaving the catalog on screen:
 * - its code once a page that shows product cards has loaded and the browser is idle. The tap
 *   then waits only for the product's render: on the slow phone, 0.2 to 1.2 s after the tap
 *   instead of 1.1 to 2 s, when the code was fetched at the tap itself. The page's first screen
 *   never waits for it: it comes once the page has loaded, as the service worker's background
 *   download does.
 * - the product's own answer as soon as its card is touched, hovered or focused (returned
 *   handlers). Until it comes, the page shows the product as the catalog listed it.
 */
export function usePrefetchProduct(id: number) {
  const queryClient = useQueryClient();
  useEffect(() => (codeRequested ? undefined : whenIdle(prefetchProductPageCode)), []);
  const prefetch = () => {
    prefetchProductPageCode();
    void queryClient.prefetchQuery(productQuery(id));
  };
  return { onPointerEnter: prefetch, onTouchStart: prefetch, onFocus: prefetch };
}
