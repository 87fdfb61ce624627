/**
 * Runs a task once the page has loaded and the main thread is idle: code fetched ahead of need
 * (the phone menu, the toast, a product page) never competes with the first screen.
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let handle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if ("requestIdleCallback" in window) handle = window.requestIdleCallback(task, { timeout: 5000 });
    else handle = setTimeout(task, 1000) as unknown as number;
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (handle === undefined) return;
    if ("cancelIdleCallback" in window) window.cancelIdleCallback(handle);
    else clearTimeout(handle);
  };
}
