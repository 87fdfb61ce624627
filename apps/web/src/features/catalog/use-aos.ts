import { AOS_DEFAULTS } from "@shop/shared/constants";
import AOS from "aos";
import "aos/dist/aos.css";
import { useEffect } from "react";

/**
 * Starts the scroll animations (SPEC 9 defaults) for the elements of this page; each element sets
 * its own duration with data-aos-duration. Safe to call from several screens.
 */
export function useAos(): void {
  useEffect(() => {
    AOS.init({ ...AOS_DEFAULTS, once: true });
    AOS.refreshHard();
  }, []);
}
