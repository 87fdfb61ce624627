import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onFirstInteraction } from "../../lib/idle.ts";
import { productQuery } from "./catalog-api.ts";

let codeRequested = false;
let waitingForInteraction = false;

/** The product page's code, fetched once, ahead of the first tap on a product. */
function prefetchProductPageCode(): void {
  if (codeRequested) return;
  codeRequested = true;
  import("./product-detail-page.tsx").catch(() => {
    codeRequested = false;
  });
}

/**
 * Gets a product page ready before it is opened, so a tap on a slow link shows it at once instead
 * of leaving the catalog on screen: its code at the shopper's first interaction with a page that
 * shows product cards (the first touch, scroll wheel, key or mouse move: lib/idle.ts), and the
 * product's own answer as soon as its card is touched, hovered or focused (returned handlers).
 * A visit that only looks at the first screen does not download the product page.
 */
export function usePrefetchProduct(id: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (codeRequested || waitingForInteraction) return;
    waitingForInteraction = true;
    onFirstInteraction(prefetchProductPageCode);
  }, []);
  const prefetch = () => {
    prefetchProductPageCode();
    void queryClient.prefetchQuery(productQuery(id));
  };
  return { onPointerEnter: prefetch, onTouchStart: prefetch, onFocus: prefetch };
}
