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
 * How long code for a later tap waits when the first interaction is a press on a link. On a slow
 * link everything fetched at once shares the connection: a first tap on a product card had its
 * page's code (7 KB) share it with the phone menu's and the toast's (30 KB).
 */
const LINK_FIRST_MS = 1500;

export interface FirstInteractionOptions {
  /**
   * Code for a later tap (the phone menu, the toast): when the first interaction is a press on a
   * link, it waits a moment, and the page the link opens is fetched alone first.
   */
  afterLink?: boolean;
}

/**
 * Runs a task at the shopper's first interaction with the page (at once if the page already saw
 * one), for code only an interaction can call for: the phone menu opens on a tap, a toast answers
 * a tap or a form. A visit that only reads the first screen never downloads it; one that starts
 * touching has it fetched while the finger is still on its way to the menu or the form.
 * Returns a function that cancels it.
 */
export function onFirstInteraction(task: () => void, options: FirstInteractionOptions = {}): () => void {
  if (interacted) {
    task();
    return () => undefined;
  }
  const entry = { task, afterLink: options.afterLink ?? false, cancelled: false };
  waiting.add(entry);
  listen();
  return () => {
    entry.cancelled = true;
    waiting.delete(entry);
  };
}

let interacted = false;
let listening = false;
const waiting = new Set<{ task: () => void; afterLink: boolean; cancelled: boolean }>();

function listen(): void {
  if (listening) return;
  listening = true;
  const fire = (event: Event) => {
    interacted = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, fire, true);
    const onLink = event.target instanceof Element && event.target.closest("a[href]") !== null;
    const entries = [...waiting];
    waiting.clear();
    for (const entry of entries) {
      if (!(entry.afterLink && onLink)) entry.task();
      else setTimeout(() => entry.cancelled || entry.task(), LINK_FIRST_MS);
    }
  };
  for (const type of INTERACTIONS) window.addEventListener(type, fire, { capture: true, passive: true });
}
