import { TIMINGS } from "@shop/shared/constants";
import type { createBrowserRouter } from "react-router";

type Router = ReturnType<typeof createBrowserRouter>;

/** The inline splash's element id (its markup is in splash-markup.ts, written into index.html). */
export const SPLASH_ID = "splash";

/** How long the splash fades out; the CSS transition in splash-markup.ts matches it. */
const FADE_MS = 300;

/**
 * Lifts the inline welcome splash (when this load shows one) once the first screen's code is in and
 * the site's moment (about 3.4 s after the page started) has come, whichever is later:
 * the splash covers loading, it never adds to it. An error screen counts as ready, so a failed load
 * never hides behind the splash.
 */
export function handOverSplash(router: Router): void {
  const splash = document.getElementById(SPLASH_ID);
  if (!splash) return;
  const lift = () =>
    requestAnimationFrame(() => {
      const wait = Math.max(0, TIMINGS.siteShownMs - performance.now());
      setTimeout(() => {
        document.getElementById("root")?.removeAttribute("inert");
        splash.classList.add("splash-done");
        setTimeout(() => splash.remove(), FADE_MS);
      }, wait);
    });
  if (router.state.initialized) {
    lift();
    return;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    lift();
  });
}
