import type { Plugin } from "vite";
import { rootCss } from "../src/lib/theme-css-vars.ts";
import { type BreakpointName, mediaUp, palette } from "../src/lib/theme-tokens.ts";

/** `(--shop-md-up)` in a stylesheet's @media: a custom media query naming a theme breakpoint. */
const CUSTOM_MEDIA = /\(--shop-(xs|sm|md|lg|xl)-up\)/g;

/**
 * Writes the theme (src/lib/theme-tokens.ts) where plain CSS can read it, at build time and in
 * development alike:
 * - index.html's head gets `<style>:root{--shop-primary:…;…}</style>` and the theme colour:
 *   every stylesheet (the inlined ones, the lazily loaded ones) then reads `var(--shop-…)`;
 * - `@media (--shop-md-up)` in a stylesheet becomes that breakpoint's min-width, as mediaUp writes
 *   it: a custom property cannot stand in a media query, so this step puts the pixels in.
 * Not MUI's `cssVariables`: that theming path costs about 7 KB gzip of JavaScript on every first
 * download (see mui-without-css-vars.ts), where this costs the few hundred bytes of the :root rule.
 */
export function themeCss(): Plugin {
  return {
    name: "shop-theme-css",
    config() {
      return {
        css: {
          postcss: {
            plugins: [
              {
                postcssPlugin: "shop-theme-breakpoints",
                AtRule: {
                  media(rule) {
                    rule.params = rule.params.replace(CUSTOM_MEDIA, (_, name: BreakpointName) =>
                      mediaUp(name),
                    );
                  },
                },
              },
            ],
          },
        },
      };
    },
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        return html.replace(
          /(\s*)<title>/,
          `$1<meta name="theme-color" content="${palette.primary}" />$1<style>${rootCss()}</style>$1<title>`,
        );
      },
    },
  };
}
