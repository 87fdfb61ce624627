import type { Plugin } from "vite";

/**
 * Puts the entry's stylesheet (the fallback font face and base.css; each screen's own styles come
 * with its code) inside index.html instead of linking it. A linked stylesheet blocks the first
 * paint for one more round trip, which on a 300 ms phone link would hold back the inline splash
 * and every first screen.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: "shop-inline-entry-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file) => {
            const asset = bundle?.[file];
            if (asset?.type !== "asset") return tag;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}
