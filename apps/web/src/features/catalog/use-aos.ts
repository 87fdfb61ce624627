import { useScrollAnimations } from "../../lib/aos.ts";

/**
 * Starts the scroll animations (SPEC 9 defaults, lib/aos.ts) for the elements of this page; each
 * element sets its own duration with data-aos-duration. Safe to call from several screens.
 */
export function useAos(): void {
  useScrollAnimations();
}
