import { create } from "zustand";
import { persist } from "zustand/middleware";

/** The most products compared side by side: three columns still fit beside their labels on a phone. */
export const MAX_COMPARED = 3;

interface CompareState {
  /** The products chosen to compare, in the order they were chosen. */
  ids: number[];
  /** Adds the product, or takes it out when it is in; "full" when three are already chosen. */
  toggle(id: number): "added" | "removed" | "full";
  remove(id: number): void;
  clear(): void;
}

/** The comparison list lives in the browser's storage: it follows the shopper from page to page. */
export const useCompare = create<CompareState>()(
  persist(
    (set, get) => ({
      ids: [],
      toggle(id) {
        const { ids } = get();
        if (ids.includes(id)) {
          set({ ids: ids.filter((x) => x !== id) });
          return "removed";
        }
        if (ids.length >= MAX_COMPARED) return "full";
        set({ ids: [...ids, id] });
        return "added";
      },
      remove(id) {
        set({ ids: get().ids.filter((x) => x !== id) });
      },
      clear() {
        set({ ids: [] });
      },
    }),
    { name: "koshi-compare" },
  ),
);

/** The comparison's address: the products in the URL, so a comparison can be shared or reloaded. */
export function compareHref(ids: readonly number[]): string {
  return `/compare?ids=${ids.join(",")}`;
}

/** The product ids of a comparison's address: whole numbers above 0, each once, three at most. */
export function idsFromParam(value: string | null): number[] {
  const ids = (value ?? "")
    .split(",")
    .map((x) => Number(x))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}
