import "./aos.css";
import { AOS_DEFAULTS } from "@shop/shared/constants";
import { useEffect } from "react";

/**
 * Scroll animations with AOS's defaults (offset 120, duration 400 ms, delay 0), in AOS's
 * markup: an element with `data-aos="fade-up"` (or fade-left, fade-right, zoom-in) slides in once,
 * when its top comes 120 px into the screen; `data-aos-duration` and `data-aos-delay` set its own
 * timing. Visitors who ask for less motion see everything at once (aos.css).
 *
 * The AOS library did the same in 5 KB of JavaScript and 26 KB of CSS on the home and catalog
 * pages' first load; this is an IntersectionObserver and a MutationObserver (elements that come
 * later, with a product list's answer or another screen, are picked up as they are added).
 */
export function useScrollAnimations(): void {
  useEffect(start, []);
}

let started = false;

function start(): void {
  if (started) return;
  started = true;
  // Without an IntersectionObserver (old browsers, the component tests' DOM), everything shows.
  const seen =
    "IntersectionObserver" in window
      ? new IntersectionObserver(
          (entries, observer) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              entry.target.classList.add("aos-animate");
              observer.unobserve(entry.target);
            }
          },
          { rootMargin: `0px 0px -${AOS_DEFAULTS.offset}px 0px` },
        )
      : undefined;
  const watch = (root: ParentNode) => {
    for (const element of elementsIn(root)) {
      if (element.dataset.aosWatched === "1") continue;
      element.dataset.aosWatched = "1";
      element.style.transitionDuration = `${element.dataset.aosDuration ?? AOS_DEFAULTS.duration}ms`;
      element.style.transitionDelay = `${element.dataset.aosDelay ?? AOS_DEFAULTS.delay}ms`;
      if (seen) seen.observe(element);
      else element.classList.add("aos-animate");
    }
  };
  watch(document.body);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLElement) watch(node);
    }
  }).observe(document.body, { childList: true, subtree: true });
}

function elementsIn(root: ParentNode): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>("[data-aos]")];
  if (root instanceof HTMLElement && root.matches("[data-aos]")) found.unshift(root);
  return found;
}
