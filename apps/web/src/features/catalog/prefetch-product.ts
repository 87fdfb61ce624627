import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { whenIdle } from "../../lib/idle.ts";
import { productQuery } from "./catalog-api.ts";
import { PRODUCT_PAGE_AHEAD_MARK } from "./product-page-ahead.ts";

let codeRequested = false;

/** The product page's code, fetched once, ahead of the first tap on a product. */
function prefetchProductPageCode(): void {
  if (codeRequested) return;
  codeRequested = true;
  performance.mark(PRODUCT_PAGE_AHEAD_MARK);
  import("./product-detail-page.tsx").catch(() => {
    codeRequested = false;
  });
}

/**
 * Gets a product page ready before it is opened, so a tap on a slow link shows it at once instead
 * of leaving the catalog on screen:
 * - its code once a page that shows product cards has loaded and the browser is idle. A tap then
 *   waits for the product's render only, not for a round trip and the code as well (on a phone
 *   the first interaction is often the tap itself). The first screen never waits for it: it comes
 *   once the page has loaded, as the service worker's background download does. A deep link to
 *   /product has the files already (build/start-script.ts lists them): this then only runs them.
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
