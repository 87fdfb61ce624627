// `npm run build -w apps/server`: compiles the server's TypeScript (and the shared package's, which
// is published as TypeScript) into one plain ES module, dist/server.js, so the serving process runs
// JavaScript only: no compiler loaded at start, no type stripping per module.
// Installed packages stay outside the bundle and load from node_modules as usual: several of them
// find their own files beside their code (PGlite's WebAssembly, sharp's binary, swagger-ui's pages).
import { rm } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const here = import.meta.dirname;
const outdir = path.join(here, "dist");

/** Bare imports stay external, except the workspace's own packages, which ship as TypeScript. */
const installedPackagesExternal = {
  name: "installed-packages-external",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@shop/") ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, "src/server.ts")],
  outdir,
  bundle: true,
  // Modules loaded on demand (the database driver not in use) become files of their own, beside
  // server.js: every file of the build sits one level below apps/server (see src/paths.ts).
  splitting: true,
  chunkNames: "[name]-[hash]",
  platform: "node",
  format: "esm",
  // The oldest Node the shop supports (package.json engines).
  target: "node20.19",
  sourcemap: "linked",
  plugins: [installedPackagesExternal],
  logLevel: "warning",
});
