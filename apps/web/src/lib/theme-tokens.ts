/**
 * The shop's colours and breakpoints, written once. The MUI theme (theme.ts) is built from them,
 * and so are the two lists beside this file: theme-colors.ts (further colours components use in
 * `sx`) and theme-css-vars.ts (the colours of the plain stylesheets, the page skeleton and the
 * splash, which the build writes into index.html's first <style> as `--shop-…` custom properties:
 * build/theme-css.ts). A stylesheet's media query names a breakpoint (`@media (--shop-md-up)`),
 * which the build turns into the pixels below; TypeScript uses mediaUp/mediaDown. A test
 * (theme-tokens.test.ts) fails on a colour or breakpoint literal anywhere else in the web app.
 *
 * This file imports nothing: the build scripts read it without loading MUI.
 */

/** MUI's default breakpoints (px), which the theme keeps. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type BreakpointName = keyof typeof breakpoints;

/** A media condition from a breakpoint up, as MUI's `theme.breakpoints.up` writes it. */
export function mediaUp(name: BreakpointName): string {
  return `(min-width:${breakpoints[name]}px)`;
}

/** A media condition below a breakpoint, as MUI's `theme.breakpoints.down` writes it. */
export function mediaDown(name: BreakpointName): string {
  return `(max-width:${breakpoints[name] - 0.05}px)`;
}

/** The brand and MUI palette colours (theme.ts builds MUI's palette from them). */
export const palette = {
  primary: "#0d47a1",
  /** MUI's primary.dark for this main colour (darkened by 0.3): the hover of a filled button. */
  primaryDark: "rgb(9, 49, 112)",
  secondary: "#ff8f00",
  success: "#2e7d32",
  error: "#c62828",
  // MUI's default info (#0288d1) and warning (#ed6c02) fall below 4.5:1 against white, as
  // text on white and as white text on them (status chips, badges); these keep 5:1 or more.
  info: "#0369a1",
  warning: "#c2410c",
  background: "#f7f9fc",
  white: "#fff",
  /** The dark band: contact strip, footer, admin sidebar, splash. */
  navy: "#0b1f3a",
  /** The accent on navy: icons, the splash's bar, the footer's underline. */
  amber: "#ffb300",
  /** The header's menu band and the brands strip. */
  paleBlue: "#eef2f8",
  /** Text on navy; the map's frame. */
  mist: "#e8edf5",
} as const;
