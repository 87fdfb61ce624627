import { palette } from "./theme-tokens.ts";

/**
 * The colours components use through `sx` beside MUI's palette keys ("primary.main", "text.secondary"),
 * which are preferred where one fits. Kept apart from cssColors: this object is in the JavaScript.
 */
export const colors = {
  ...palette,
  /** Printed bills and invoices: near-black ink and its lighter small print. */
  ink: "#111",
  inkSoft: "#333",
  /** A pending order's note on the order desk. */
  amberPale: "#fff8e1",
  /** The round icon backgrounds of the service cards and the about page, the map's frame. */
  iconTint: "#e3ecfa",
  /** The top of the sign-in cards' background. */
  authTint: "#e8eef8",
} as const;

export type ColorName = keyof typeof colors;

/** A left-to-right gradient between two colours at an angle, as the hero bands draw it. */
export function gradient(angle: number, from: string, to: string): string {
  return `linear-gradient(${angle}deg, ${from} 0%, ${to} 100%)`;
}
