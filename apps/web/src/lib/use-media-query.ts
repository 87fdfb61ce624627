import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media condition holds (`mediaUp("md")` of theme-tokens.ts, say), right from the first
 * render and again whenever it changes: for what a stylesheet cannot do, such as drawing one of two
 * layouts instead of both. Without matchMedia (an old or test browser) it says no.
 */
export function useMediaQuery(condition: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const query = window.matchMedia?.(condition);
      query?.addEventListener("change", changed);
      return () => query?.removeEventListener("change", changed);
    },
    [condition],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(condition).matches ?? false,
    () => false,
  );
}
