import type { Plugin } from "vite";

/**
 * The production build, and the component tests, run the shop on Preact's React compatibility
 * layer (`preact/compat`, npm `preact` 11) instead of react-dom: about 57 KiB gzip less on every
 * page's first download, and a deep link on a slow phone usable about half a second sooner
 * (decision 0092). The code still imports `react` and is type-checked against @types/react; only
 * what the bundler (or Vitest) loads changes. The build's prerender of the header and footer
 * (prerender-shell.tsx) runs in Node on React's server renderer: the same markup.
 *
 * Exact names only: `react-dom/server` or `react/compiler-runtime` are not used by the app and
 * should fail loudly rather than be guessed. To go back to React, drop `preactCompat()` from
 * vite.config.ts and the aliases from vitest.config.ts's web project.
 */
export const preactAliases = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  // The compat flavours of the JSX runtimes load preact/compat first, so its option hooks
  // (className, onChange, ref in props, …) are in place even for a module that only has JSX.
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];

/**
 * `vite build` on preact/compat; `vite` (the dev server) stays on React, whose Fast Refresh the
 * React plugin needs.
 */
export function preactCompat(): Plugin {
  return {
    name: "shop-preact-compat",
    apply: "build",
    config: () => ({ resolve: { alias: preactAliases } }),
    // React Router looks up React 19's useOptimistic by name and does without it when it is
    // missing (it only needs it for its opt-in `useTransitions`); preact/compat has none, so the
    // bundler's "will always be undefined" warning for that one import is expected.
    onLog(_level, log) {
      if (
        log.code === "IMPORT_IS_UNDEFINED" &&
        /useOptimistic/.test(log.message) &&
        /preact/.test(log.message)
      ) {
        return false;
      }
    },
  };
}
