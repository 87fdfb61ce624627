import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * React Router 7 ships two builds of itself, `dist/development` and `dist/production`, but its
 * package's `exports` name only the development one, so every bundler takes that one. Its
 * development build puts "💿 Hey developer 👋" and a hint about error boundaries under the
 * default 'Unexpected Application Error!' screen, which the shop shows to its shoppers, and logs
 * warnings meant for whoever writes the routes. The two builds differ in one constant only
 * (`ENABLE_DEV_WARNINGS`), so `vite build` takes the production one; the dev server and the
 * tests keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  const root = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
  return {
    name: "shop-react-router-production",
    apply: "build",
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(root, "dist/production/index.mjs") },
          { find: /^react-router\/dom$/, replacement: path.join(root, "dist/production/dom-export.mjs") },
        ],
      },
    }),
  };
}
