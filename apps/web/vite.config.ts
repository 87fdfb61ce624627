import { COMPANY } from "@shop/shared/constants";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { inlineEntryCss } from "./build/inline-css.ts";
import { inlineSplash } from "./build/inline-splash.ts";
import { muiWithoutCssVars } from "./build/mui-without-css-vars.ts";
import { precompress } from "./build/precompress.ts";
import { publicPrecache } from "./build/public-precache.ts";
import { inlineStartScript } from "./build/start-script.ts";
import { themeCss } from "./build/theme-css.ts";
import { palette } from "./src/lib/theme-tokens.ts";

const precache = publicPrecache();

/** The admin shell, the admin screens and the invoice: chunks only the shop's owner opens. */
const OWNER_SCREEN =
  /(^|\/)(admin-layout|dashboard-page|order-list-page|order-detail-page|add-product-page|product-list-page|update-product-page|product-history-page|messages-page|contact-page|add-software-page|software-list-page|update-software-page|users-page|invoice-page)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [
    react(),
    muiWithoutCssVars(),
    themeCss(),
    inlineSplash(),
    inlineEntryCss(),
    inlineStartScript(),
    precache.plugin,
    // The service worker (src/sw.ts) and the web app manifest: the shop opens offline after one
    // visit and can be installed on a phone's home screen. Registered by src/lib/service-worker.ts.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,woff2}"],
        manifestTransforms: [precache.transform],
      },
      manifest: {
        name: COMPANY.name,
        short_name: COMPANY.shortName,
        description: "Computer hardware, software and services in eastern Nepal. Prices in Rs.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: palette.primary,
        background_color: palette.navy,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
    }),
    precompress(),
  ],
  server: {
    // `npm run dev -w apps/web` talks to the API server started with `npm run dev`.
    proxy: { "/api": "http://127.0.0.1:3000", "/uploads": "http://127.0.0.1:3000" },
  },
  build: {
    target: "es2022",
    modulePreload: {
      // The owner's screens fetch their own imports when opened: their lists of files to fetch
      // ahead (128 hashed names) are not carried in every shopper's first download. Their
      // stylesheets stay listed: that is how a lazily loaded screen gets its CSS.
      resolveDependencies: (filename, deps) =>
        OWNER_SCREEN.test(filename) ? deps.filter((dep) => dep.endsWith(".css")) : deps,
    },
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, MUI's core, TanStack Query,
          // the shell) in one file: gzip over one file is smaller than over fifteen small ones.
          groups: [
            {
              name: "boot-react",
              tags: ["$initial"],
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 4,
            },
            {
              name: "boot-mui",
              tags: ["$initial"],
              test: /node_modules[\\/](@mui|@emotion|stylis|@babel|hoist-non-react-statics|react-is|clsx|prop-types)[\\/]/,
              priority: 3,
            },
            { name: "boot-lib", tags: ["$initial"], test: /node_modules[\\/]/, priority: 2 },
            { name: "shell", tags: ["$initial"], priority: 1 },
            // Query keys and the software list that several lazy screens share: a few hundred bytes,
            // cheaper in the shell than as files of their own.
            { name: "shell", test: /[\\/]src[\\/]lib[\\/](product-keys|software-api)\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
});
