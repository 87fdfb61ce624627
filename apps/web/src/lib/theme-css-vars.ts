import { colors } from "./theme-colors.ts";
import { palette } from "./theme-tokens.ts";

/*
 * The colours of the plain stylesheets, the page skeleton and the splash, as CSS custom properties.
 * Read only at build time (build/theme-css.ts writes them into index.html; the inline skeleton and
 * splash are written with cssVar): none of this is in the JavaScript a browser downloads.
 */

/** A colour of the palette with an alpha, as rgba(). */
function withAlpha(hex: string, alpha: number): string {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * Colours the plain stylesheets and the inline skeleton and splash use: each becomes the custom
 * property `--shop-<kebab-name>` (`textMuted` is `--shop-text-muted`). Only these are written into
 * index.html, so a colour that no stylesheet reads costs no byte of the first download.
 */
export const cssColors = {
  primary: palette.primary,
  primaryDark: palette.primaryDark,
  secondary: palette.secondary,
  success: palette.success,
  /** MUI's success.dark for the theme's green: the hover of a filled green button. */
  successDark: "rgb(32, 87, 35)",
  error: palette.error,
  warning: palette.warning,
  background: palette.background,
  white: palette.white,
  navy: palette.navy,
  amber: palette.amber,
  paleBlue: palette.paleBlue,
  mist: palette.mist,
  primaryHover: withAlpha(palette.primary, 0.04),
  primaryFocus: withAlpha(palette.primary, 0.12),
  /** MUI's selected option (the checkout's city list): the primary at 8 %, at 20 % under the keyboard. */
  primarySelected: withAlpha(palette.primary, 0.08),
  primarySelectedFocus: withAlpha(palette.primary, 0.2),
  primaryRing: withAlpha(palette.primary, 0.5),
  /** The route progress bar's track. */
  primaryTrack: withAlpha(palette.primary, 0.2),
  /** MUI's hover of an error-coloured icon button: its colour at 4 %. */
  errorHover: withAlpha(palette.error, 0.04),
  /** MUI's Link underline: its colour at 40 %. */
  primaryUnderline: withAlpha(palette.primary, 0.4),
  successBorder: withAlpha(palette.success, 0.7),
  /** MUI's outlined Chip in the warning and info colours: its colour at 70 % for the outline. */
  warningBorder: withAlpha(palette.warning, 0.7),
  info: palette.info,
  infoBorder: withAlpha(palette.info, 0.7),
  /** MUI's outlined Button in the error colour: its colour at 50 % for the outline. */
  errorRing: withAlpha(palette.error, 0.5),
  /** MUI's text.primary, text.secondary and action colours on a light page. */
  text: "rgba(0, 0, 0, 0.87)",
  textMuted: "rgba(0, 0, 0, 0.6)",
  icon: "rgba(0, 0, 0, 0.54)",
  outline: "rgba(0, 0, 0, 0.23)",
  divider: "rgba(0, 0, 0, 0.12)",
  hover: "rgba(0, 0, 0, 0.04)",
  /** MUI's action.disabled: the words of a button that cannot be pressed. */
  disabled: "rgba(0, 0, 0, 0.26)",
  /** MUI's text.disabled: the label and text of a text field that cannot be used. */
  textDisabled: "rgba(0, 0, 0, 0.38)",
  chip: "rgba(0, 0, 0, 0.08)",
  skeletonWave: "rgba(0, 0, 0, 0.11)",
  /** MUI's grey[100]: the ground a picture shows while it loads. */
  grey100: "#f5f5f5",
  /** MUI's grey[300], also its table cells' bottom line (the divider, lightened). */
  grey300: "#e0e0e0",
  grey400: "#bdbdbd",
  /** Printed bills and invoices: near-black ink and its lighter small print (paper-sheet.css). */
  ink: colors.ink,
  inkSoft: colors.inkSoft,
  /** The page skeleton's bars. */
  skeleton: "#e8ebef",
  onNavyMuted: "#b8c4d6",
  onNavyHover: "rgba(255, 255, 255, 0.1)",
  onNavyLine: "rgba(255, 255, 255, 0.15)",
  splashTrack: "rgba(255, 255, 255, 0.2)",
  /** MUI's elevation 1 (the header) and 6 (the splash's logo), as box-shadow values. */
  shadow1:
    "0px 2px 1px -1px rgba(0, 0, 0, 0.2), 0px 1px 1px 0px rgba(0, 0, 0, 0.14), 0px 1px 3px 0px rgba(0, 0, 0, 0.12)",
  shadowLogo: "0 3px 5px -1px rgba(0, 0, 0, .2), 0 6px 10px rgba(0, 0, 0, .14)",
  /** MUI's standard Alert colours: warning (offline banner, default warning) and error. */
  alertWarningText: "#663c00",
  alertWarningBg: "#fff4e5",
  alertWarningLine: "#ffe0b2",
  alertErrorText: "rgb(83, 33, 33)",
  alertErrorBg: "rgb(250, 237, 237)",
  alertOrangeText: "rgb(82, 41, 24)",
  alertOrangeBg: "rgb(250, 239, 235)",
  /** MUI's standard Alert in this theme's success and info colours (the order's page, the checkout's empty cart). */
  alertSuccessText: "rgb(34, 60, 36)",
  alertSuccessBg: "rgb(238, 244, 238)",
  alertInfoText: "rgb(21, 54, 71)",
  alertInfoBg: "rgb(234, 243, 247)",
  // The home page: the hero's slides (backgrounds, amber button, controls), badges and service
  // cards. Only its stylesheets use them, so they are written here, not in the JavaScript.
  /** The carousel's second and third slides, and the intro banner's far end. */
  violetDeep: "#1a1037",
  violet: "#4a148c",
  tealDeep: "#00251f",
  teal: "#00695c",
  /** Text on the amber button, and the button's gradient. */
  onAmber: "#1b1b1b",
  amberLight: "#ffca28",
  amberDark: "#ffa000",
  /** The "who we are" section's label and badges. */
  orangeText: "#9a4a00",
  orangeBadgeText: "#b45309",
  orangeBadgeBg: "#fff3e0",
  iconTint: colors.iconTint,
  /** The sign-in cards' background: this tint at the top, fading into the page. */
  authTint: colors.authTint,
  backgroundClear: withAlpha(palette.background, 0),
  /** The sign-in card's faint blue shadow. */
  primaryShadow: withAlpha(palette.primary, 0.08),
  heroChip: withAlpha(palette.white, 0.12),
  heroControl: withAlpha(palette.white, 0.14),
  heroControlHover: withAlpha(palette.white, 0.28),
  heroDot: withAlpha(palette.white, 0.6),
  heroText: withAlpha(palette.white, 0.9),
  /** The lead line under the company pages' titles (About us, Privacy policy, Our services). */
  heroLead: withAlpha(palette.white, 0.92),
  /** MUI's Backdrop behind a modal (the phone menu, while it slides). */
  backdrop: "rgba(0, 0, 0, 0.5)",
  /** MUI's elevation 24: a Dialog's paper (the phone menu's left edge as it slides). */
  shadow24:
    "0px 11px 15px -7px rgba(0, 0, 0, 0.2), 0px 24px 38px 3px rgba(0, 0, 0, 0.14), 0px 9px 46px 8px rgba(0, 0, 0, 0.12)",
  /** MUI's elevation 4: a service card under the pointer. */
  shadow4:
    "0px 2px 4px -1px rgba(0, 0, 0, 0.2), 0px 4px 5px 0px rgba(0, 0, 0, 0.14), 0px 1px 10px 0px rgba(0, 0, 0, 0.12)",
} as const;

/** The custom property that carries a stylesheet colour. */
export function cssVarName(name: keyof typeof cssColors): string {
  return `--shop-${name.replace(/[A-Z0-9]+/g, (m) => `-${m.toLowerCase()}`)}`;
}

/** `var(--shop-…)` for a stylesheet colour: the inline skeleton and splash are written with it. */
export function cssVar(name: keyof typeof cssColors): string {
  return `var(${cssVarName(name)})`;
}

/** The :root rule that index.html carries: every stylesheet colour as a custom property. */
export function rootCss(): string {
  const props = Object.entries(cssColors).map(
    ([name, value]) => `${cssVarName(name as keyof typeof cssColors)}:${value.replace(/,\s+/g, ",")}`,
  );
  return `:root{${props.join(";")}}`;
}
