import { useSyncExternalStore } from "react";

/**
 * When the prices on screen were fetched: the Date of the last catalog or product answer the page
 * took (offline, the service worker's kept answer still carries the time it was first fetched).
 * The offline banner says it; null until a priced answer came.
 *
 * It is written while React renders: a query's first data, taken from the page's start script,
 * is computed in the render that creates the query (features/catalog/catalog-api.ts). So only
 * what shows while offline reads it: a component that read it in that same render would see it
 * change under it, and React would draw the whole page again in one long task to stay consistent.
 */
let asOf: number | null = null;
const listeners = new Set<() => void>();

export function notePricesAsOf(date: number | undefined): void {
  if (date === undefined || date === asOf) return;
  asOf = date;
  for (const listener of listeners) listener();
}

export function usePricesAsOf(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asOf,
    () => null,
  );
}
