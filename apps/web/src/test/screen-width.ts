import { vi } from "vitest";

/**
 * A screen of the given width for a component test: matchMedia answers the `(max-width:…px)`
 * queries the screen asks about (jsdom has no layout, so no width of its own).
 */
export function screenWidth(px: number): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0) >= px,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
