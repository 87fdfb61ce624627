import { whenIdle } from "./idle.ts";

const RELOADED_KEY = "reloadedForRelease";

/**
 * Installs the service worker (src/sw.ts) once the first screen is up, so its background
 * download of the shop's pages never competes with that screen. Not in development, where files
 * change on every save.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  whenIdle(() => {
    navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    // On the first visit this page's catalog answers and pictures came before the worker did:
    // hand their addresses over, so what the shopper has seen opens offline too.
    if (!firstVisit) return;
    void navigator.serviceWorker.ready.then((registration) => {
      const urls = performance.getEntriesByType("resource").map((entry) => entry.name);
      registration.active?.postMessage({ type: "CACHE_SEEN", urls });
    });
  });
}

/**
 * A tab still showing an old release asks for a screen's code that the new release removed: load
 * the page again, which brings the new release, instead of failing. Once a minute at most, so a
 * file that is really missing shows the error screen rather than a reload loop.
 */
export function reloadOnStaleRelease(): void {
  window.addEventListener("vite:preloadError", (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - last < 60_000) return;
    event.preventDefault();
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    window.location.reload();
  });
}
