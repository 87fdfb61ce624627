import { TIMINGS } from "@shop/shared/constants";

/** The inline splash's element id (its markup is in splash-markup.ts, written into index.html). */
export const SPLASH_ID = "splash";

/** How long the splash fades out; the CSS transition in splash-markup.ts matches it. */
const FADE_MS = 300;

/** Whether the welcome splash still covers the page (it starts to fade out when lifted). */
let covering = false;
const onLift = new Set<() => void>();

/**
 * Calls `then` once the welcome splash has lifted, at once when no splash covers the page; returns
 * how to cancel. What moves by itself on the first screen (the hero's slides) waits for it, so the
 * visitor sees it from its start.
 */
export function whenSplashLifted(then: () => void): () => void {
  if (!covering) {
    then();
    return () => {};
  }
  onLift.add(then);
  return () => onLift.delete(then);
}

/**
 * Resolves once the app's first render is on the page: #root holds the app, no longer the page
 * skeleton that index.html brings (or, without one, no longer nothing).
 */
function firstRender(root: HTMLElement): Promise<void> {
  const rendered = () => root.childElementCount > 0 && !root.querySelector("[data-skeleton]");
  return new Promise((resolve) => {
    if (rendered()) return resolve();
    const watch = new MutationObserver(() => {
      if (!rendered()) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(root, { childList: true });
  });
}

/**
 * Lifts the inline welcome splash (when this load shows one) once the app's first screen is
 * rendered and the site's moment (about 3.4 s after the page started) has come, whichever is later:
 * the splash covers loading, it never adds to it, and what it uncovers is the whole page (lifted
 * when the router was ready, it uncovered a blank page on a slow phone for as long as the first
 * render took). An error screen is a render too, so a failed load never hides behind the splash.
 */
export function handOverSplash(): void {
  const splash = document.getElementById(SPLASH_ID);
  const root = document.getElementById("root");
  if (!splash || !root) return;
  covering = true;
  void firstRender(root).then(() =>
    requestAnimationFrame(() => {
      const wait = Math.max(0, TIMINGS.siteShownMs - performance.now());
      setTimeout(() => {
        root.removeAttribute("inert");
        splash.classList.add("splash-done");
        covering = false;
        for (const then of onLift) then();
        onLift.clear();
        setTimeout(() => splash.remove(), FADE_MS);
      }, wait);
    }),
  );
}
