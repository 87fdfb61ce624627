import { useEffect } from "react";
import type { Location } from "react-router";

/** Different on every load of the document, never reused. */
const LOAD_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
let firstKey: string | undefined;

/**
 * The key under which ScrollRestoration keeps a history entry's scroll position.
 *
 * The entry a document was loaded into (by typing or sharing its address, a bookmark or a reload)
 * gets a key of this load only, so it opens at the top, or at its #anchor, never at a position
 * saved by an earlier load: the first entry's `location.key` is "default" on every load, and a
 * reload keeps its old key. Back and forward between entries of this load restore what they left.
 * Home restores its scroll position whenever it is shown again in this load, by link or by back.
 */
export function scrollKey(location: Location): string {
  firstKey ??= location.key;
  // Home: one position for all its entries of this load, so a link back to it restores it too.
  if (location.pathname === "/") return `/@${LOAD_ID}`;
  if (location.key === firstKey) return `${location.key}@${LOAD_ID}`;
  return location.key;
}

/**
 * React Router hands scrolling back to the browser when the page is left (it sets
 * history.scrollRestoration to "auto" on pagehide), and the browser then puts a reloaded page back
 * where it was. A reload is a fresh start: take it back. Called after <ScrollRestoration /> is
 * rendered, so this listener runs after the router's.
 */
export function useReloadStartsAtTop(): void {
  useEffect(() => {
    const manual = () => {
      window.history.scrollRestoration = "manual";
    };
    window.addEventListener("pagehide", manual);
    return () => window.removeEventListener("pagehide", manual);
  }, []);
}
