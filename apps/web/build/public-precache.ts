import type { Plugin } from "vite";
import type { ManifestTransform } from "workbox-build";

/** Route screens of the admin area: their code, and code only they use, is never precached. */
const ADMIN_SCREEN = /\/src\/(features\/admin-[^/]+|layouts\/admin-layout\.tsx)/;

/**
 * Keeps the service worker's precache to what a shopper can open: the entry, every public screen
 * and what they import. A phone on mobile data then downloads in the background only the shop's
 * own pages, not the admin area's tables, forms and chart (about half of the build).
 */
export function publicPrecache(): { plugin: Plugin; transform: ManifestTransform } {
  const adminOnly = new Set<string>();
  const plugin: Plugin = {
    name: "shop-public-precache",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const isAdminScreen = (file: string) => ADMIN_SCREEN.test(byName.get(file)?.facadeModuleId ?? "");
      const reached = new Set<string>();
      const stack = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      while (stack.length > 0) {
        const file = stack.pop()!;
        const chunk = byName.get(file);
        if (!chunk || reached.has(file)) continue;
        reached.add(file);
        stack.push(...chunk.imports, ...chunk.dynamicImports.filter((d) => !isAdminScreen(d)));
        for (const css of chunk.viteMetadata?.importedCss ?? []) reached.add(css);
      }
      adminOnly.clear();
      for (const file of Object.keys(bundle)) {
        if (/\.(js|css)$/.test(file) && !reached.has(file)) adminOnly.add(file);
      }
    },
  };
  const transform: ManifestTransform = async (entries) => ({
    manifest: entries.filter((entry) => !adminOnly.has(entry.url)),
    warnings: [],
  });
  return { plugin, transform };
}
