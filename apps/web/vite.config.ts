import { COMPANY } from "@shop/shared/constants";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { inlineEntryCss } from "./build/inline-css.ts";
import { inlineSplash } from "./build/inline-splash.ts";
import { muiWithoutCssVars } from "./build/mui-without-css-vars.ts";
import { preactCompat } from "./build/preact-compat.ts";
import { precompress } from "./build/precompress.ts";
import { publicPrecache } from "./build/public-precache.ts";
import { reactRouterProduction } from "./build/react-router-production.ts";
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
    preactCompat(),
    reactRouterProduction(),
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
        globPatterns: ["**/*.{js,css,html,svg}"],
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
          // Everything the entry imports statically (the runtime, the router, TanStack Query, the
          // shell) in few files: gzip over one file is smaller than over fifteen small ones. MUI is
          // not in them: the screens that use MUI fetch its core with their code (lib/mui-theme.tsx).
          // The runtime is preact/compat in the build (build/preact-compat.ts); React's packages
          // are named too, for a build without that plugin.
          groups: [
            {
              name: "boot-runtime",
              tags: ["$initial"],
              test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/,
              priority: 4,
            },
            // MUI's runtime (styles, theme, Emotion) and the components nearly every MUI screen
            // draws: one file that the first MUI screen brings, and every later one finds cached.
            // Not the grid and stack (page-parts) or the roving focus of tabs and toggles.
            {
              name: "mui-core",
              test: /node_modules[\\/](@mui[\\/](system[\\/](?!Grid|Stack)|utils[\\/](?!useRovingTabIndex|isMuiElement)|styled-engine[\\/]|private-theming[\\/]|material[\\/](styles|utils|internal|zero-styled|DefaultPropsProvider|ButtonBase|Button|Typography|Container|Box|Paper|transitions|colors)[\\/])|(@emotion|stylis|@babel|hoist-non-react-statics|react-is|clsx|prop-types)[\\/])/,
              priority: 3,
            },
            { name: "boot-lib", tags: ["$initial"], test: /node_modules[\\/]/, priority: 2 },
            { name: "shell", tags: ["$initial"], priority: 1 },
            // What most MUI screens use beside MUI's core: its icon, grid and stack. One file instead
            // of four small ones (each a request and a round trip on a slow link, and a name in the
            // lists of files to fetch ahead).
            {
              name: "page-parts",
              test: /node_modules[\\/]@mui[\\/](material[\\/](SvgIcon|utils[\\/]createSvgIcon|Grid|Stack)|system[\\/](Grid|Stack)|utils[\\/]isMuiElement)[\\/]/,
              priority: 1,
            },
            // MUI's card: the company's pages and the owner's screens.
            {
              name: "card-parts",
              test: /node_modules[\\/]@mui[\\/]material[\\/](Card|CardContent)[\\/]/,
              priority: 1,
            },
            // MUI's outlined text field (src/lib/text-field.tsx): MUI's form control, label, outlined
            // input, helper text and adornment, and what they bring (input base, form label, text
            // area autosize). The owner's screens; the shopper's forms draw the plain field
            // (src/lib/plain-text-field.tsx). One file instead of many
            // small ones. Not MUI's TextField: it brings its select, menu, popover and modal
            // (decision 0085); the owner's screens fetch those apart.
            {
              name: "form-parts",
              test: /(node_modules[\\/]@mui[\\/]material[\\/](FormControl|FormHelperText|InputLabel|OutlinedInput|InputAdornment)[\\/]|[\\/]src[\\/]lib[\\/]text-field\.tsx$)/,
              priority: 1,
            },
            // A form's checks: zod and the shop's shared rules for names, texts and ids. A page
            // whose rules load later (lib/field-errors.ts, `laterRules`) shows without this file.
            {
              name: "form-rules",
              test: /(node_modules[\\/]zod[\\/]|[\\/]src[\\/](text-rules|ids|paging|zod-messages)\.ts$)/,
              // The field labels the rules name stay with the marks, which need them without zod.
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // What every form has besides its fields, without zod: the field marks and messages,
            // the submit button, the offline notice and TanStack's mutation. One file instead of
            // seven: over HTTP/1.1 a page's small files queue on six connections, a round trip each.
            {
              name: "form-kit",
              test: /([\\/]src[\\/](field-labels|field-messages|form-errors|lib[\\/](field-errors|submit-button|offline-notice|plain-text-field))\.tsx?$|node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useMutation|mutationObserver)\.js$)/,
              // Only these: what they import (the shell, plain-ui) stays where it is shared.
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // The account pages' shared parts (the card, the e-mail and password fields, the
            // calls). Not the profile's password form, which checks with zod at once.
            {
              name: "account-parts",
              test: /[\\/]src[\\/]features[\\/]accounts[\\/](?![\w-]+-page\.tsx$|change-password-form)[\w-]+\.tsx?$/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // MUI's table (the owner's lists): one file instead of three to six. Not its pagination,
            // which brings MUI's select.
            {
              name: "table-parts",
              test: /node_modules[\\/]@mui[\\/]material[\\/](Table|TableBody|TableCell|TableContainer|TableFooter|TableHead|TableRow)[\\/]/,
              priority: 1,
            },
            // The quantity stepper: a product's page, the cart, the counter.
            {
              name: "quantity-stepper",
              test: /[\\/]src[\\/]lib[\\/]quantity-stepper\.tsx$/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // The catalog's pieces that the catalog, a product's page and the comparison share (the
            // warranty's words too: a file of its own was one more request for 223 bytes).
            {
              name: "catalog-parts",
              test: /[\\/]src[\\/](money\.ts|warranty-label\.ts|lib[\\/](plain-ui\.tsx|product-keys\.ts|software-api\.ts)|features[\\/]catalog[\\/](catalog-api\.ts|compare-store\.ts|compare-controls\.tsx))$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
