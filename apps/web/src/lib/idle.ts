/**
 * Runs a task once the page has loaded and the main thread is idle: work that can wait (the
 * service worker's registration and its background download) never competes with the first screen.
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

/** What a shopper does first on a page: a touch, a click, a key, a wheel turn or a mouse move. */
const INTERACTIONS = ["pointerdown", "touchstart", "keydown", "wheel", "mousemove"] as const;

/**
 * Runs a task at the shopper's first interaction with the page (at once if the page already saw
 * one), for code only an interaction can call for: the phone menu opens on a tap, a toast answers
 * a tap or a form. A visit that only reads the first screen never downloads it; one that starts
 * touching has it fetched while the finger is still on its way to the menu or the form.
 * Returns a function that cancels it.
 */
export function onFirstInteraction(task: () => void): () => void {
  if (interacted) {
    task();
    return () => undefined;
  }
  waiting.add(task);
  listen();
  return () => {
    waiting.delete(task);
  };
}

let interacted = false;
let listening = false;
const waiting = new Set<() => void>();

function listen(): void {
  if (listening) return;
  listening = true;
  const fire = () => {
    interacted = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, fire, true);
    const tasks = [...waiting];
    waiting.clear();
    for (const task of tasks) task();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, fire, { capture: true, passive: true });
}
