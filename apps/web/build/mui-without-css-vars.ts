import type { Plugin } from "vite";

const STUB = "\0shop-mui-css-vars-stub:";
const IMPORTER = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const FAILURE =
  'throw new Error("MUI\'s CSS-variables theme is left out of this build (apps/web/build/mui-without-css-vars.ts)");';
const STUBS: Record<string, string> = {
  "./createThemeWithVars.mjs": `export default function createThemeWithVars() { ${FAILURE} }`,
  "./ThemeProviderWithVars.mjs": `export function CssVarsProvider() { ${FAILURE} }`,
};

/**
 * Leaves MUI's CSS-variables theming (`cssVariables`, `colorSchemes`, CssVarsProvider) out of the
 * build. The shop's theme (lib/theme.ts) is a plain one, so `createTheme` and `ThemeProvider` only
 * ever take MUI's "no vars" path, but both modules import the CSS-variables path as well, and
 * ThemeProviderWithVars builds its provider when it is loaded, so no bundler can drop it: about
 * 7 KB gzip on every page's first download. Should the theme ever ask for CSS variables, the page
 * fails at once with the message below, not quietly.
 */
export function muiWithoutCssVars(): Plugin {
  return {
    name: "shop-mui-without-css-vars",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer && IMPORTER.test(importer) && source in STUBS) return STUB + source;
      return null;
    },
    load(id) {
      return id.startsWith(STUB) ? STUBS[id.slice(STUB.length)] : null;
    },
  };
}
