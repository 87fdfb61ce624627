import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { preactAliases } from "./apps/web/build/preact-compat.ts";

/**
 * One runner for every kind of test. `npm run test:unit` runs shared, server and web;
 * `npm run test:e2e` runs the browser journeys against the built shop.
 */
export default defineConfig({
  test: {
    // Two test files at a time suits a two-core machine; each server test file has its own database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "shared",
          include: ["packages/shared/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          // Real shop processes, PostgreSQL clusters and Caddy: the "service" project, run once.
          exclude: ["**/*.service.test.ts", "**/node_modules/**"],
          environment: "node",
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          // A worker loads the server's modules once for all its files instead of once per file:
          // a quarter less CPU for the suite, which CI runs three times. Each file still builds
          // its own app on its own database. What the server keeps in module scope (the metrics'
          // counts, the password hashing's pace) is the process's, as in production: the tests
          // that read it compare before and after.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The shop run as a service: signals, a stalled log reader, the data folder's lock,
          // PostgreSQL restarted under it, and deploy/ (Caddy, two shop processes, rolling restarts,
          // the systemd units under a systemd booted in a container).
          name: "service",
          include: ["apps/server/src/**/*.service.test.ts", "deploy/**/*.test.ts"],
          environment: "node",
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Each file starts its own processes: one at a time on a two-core machine.
          fileParallelism: false,
        },
      },
      {
        // The screens run on preact/compat here too, as in the built shop.
        resolve: {
          conditions: ["module", "browser", "development|production"],
          mainFields: ["browser", "module", "jsnext:main", "jsnext"],
          alias: [
            ...preactAliases,
            // Its ES module build: the CommonJS one (its `main`) would require() react-dom itself.
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                import.meta.resolve("@testing-library/react/dist/@testing-library/react.esm.js"),
              ),
            },
          ],
        },
        test: {
          name: "web",
          include: ["apps/web/{src,build}/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          // Not jsdom's default http://localhost:3000: a shop started with `npm start` would answer
          // the screens' API calls there. Port 9 on loopback refuses at once, every time.
          environmentOptions: { jsdom: { url: "http://127.0.0.1:9/" } },
          setupFiles: ["apps/web/src/test/setup.ts"],
          // Screens render the real route table with MUI: slow on a busy two-core machine.
          testTimeout: 20_000,
          // Libraries that import react are compiled by Vitest, not loaded by Node, so the
          // aliases reach them too: one runtime, not React inside Preact.
          server: {
            deps: {
              inline: [
                /[\\/]@testing-library[\\/]react[\\/]/,
                /[\\/]@mui[\\/]/,
                /[\\/]@emotion[\\/]/,
                /[\\/]@tanstack[\\/]react-query[\\/]/,
                /[\\/]react-router[\\/]/,
                /[\\/]react-chartjs-2[\\/]/,
                /[\\/]react-transition-group[\\/]/,
                /[\\/]zustand[\\/]/,
              ],
            },
          },
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.spec.ts"],
          environment: "node",
          globalSetup: ["e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One shop server and one browser at a time: journeys share the database.
          fileParallelism: false,
        },
      },
    ],
  },
});
