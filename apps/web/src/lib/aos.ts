import "aos/dist/aos.css";
import { AOS_DEFAULTS } from "@shop/shared/constants";
import AOS from "aos";
import { useEffect } from "react";

let started = false;

/**
 * Scroll animations with the defaults of SPEC 9 (offset 120, duration 400 ms, delay 0). Visitors who
 * ask for less motion see everything at once. Call it in a page that has `data-aos` elements.
 */
export function useScrollAnimations(): void {
  useEffect(() => {
    if (!started) {
      started = true;
      AOS.init({
        ...AOS_DEFAULTS,
        once: true,
        disable: () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false,
      });
    } else {
      // A page shown after a route change brings new elements to watch.
      AOS.refreshHard();
    }
  }, []);
}
