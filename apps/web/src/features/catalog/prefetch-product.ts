import { useQueryClient } from "@tanstack/react-query";
import { type RefObject, useEffect } from "react";
import { productQuery } from "./catalog-api.ts";

let codeRequested = false;

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
 * of leaving the catalog on screen: its code as soon as a product card comes into view, and the
 * product's own answer as soon as the card is touched, hovered or focused (returned handlers).
 */
export function usePrefetchProduct(card: RefObject<HTMLElement | null>, id: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const element = card.current;
    if (codeRequested || !element || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      prefetchProductPageCode();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [card]);
  const prefetch = () => {
    prefetchProductPageCode();
    void queryClient.prefetchQuery(productQuery(id));
  };
  return { onPointerEnter: prefetch, onTouchStart: prefetch, onFocus: prefetch };
}
