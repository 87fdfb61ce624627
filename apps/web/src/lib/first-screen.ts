import { startTransition, useEffect, useState } from "react";

/**
 * Whether the app's first render (the page opened by its address) is still to come on the screen.
 * That first commit, and the layout after it, is one task the browser cannot break: on a slow phone
 * the catalog's (24 cards and the sections under them) held the main thread for 300 ms and more
 * before anything could be tapped.
 */
let firstRender = true;

/** Called once at the app's root: its effects run once the first render is on the screen. */
export function useFirstRenderShown(): void {
  useEffect(() => {
    firstRender = false;
  }, []);
}

/**
 * False in the app's first render, true from a render of its own right after it: a timer once
 * the first screen is on the screen, so the rest of the page is a task apart and the browser can
 * paint and answer a tap in between (Preact renders a whole update in one task). A page opened
 * later, by a link or Back, is not the first render: true at once, so a restored scroll position
 * finds the whole page.
 */
export function useBelowFirstScreen(): boolean {
  const [whole, setWhole] = useState(!firstRender);
  useEffect(() => {
    if (whole) return;
    const timer = setTimeout(() => startTransition(() => setWhole(true)));
    return () => clearTimeout(timer);
  }, [whole]);
  return whole;
}
