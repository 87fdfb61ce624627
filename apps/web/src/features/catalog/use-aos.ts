import { useScrollAnimations } from "../../lib/aos.ts";

/**
 * Starts the scroll animations (offset 120, 400 ms, no delay; see lib/aos.ts) for this page; each
 * element sets its own duration with data-aos-duration. Safe to call from several screens.
 */
export function useAos(): void {
  useScrollAnimations();
}
