import type { Plugin } from "vite";

/**
 * Puts the entry's stylesheet (the fallback font face, base.css and the shell's styles; each
 * screen's own styles come with its code) inside index.html instead of linking it. A linked
 * stylesheet blocks the first paint for one more round trip, which on a 300 ms phone link would
 * hold back the inline splash and every first screen.
 *
 * A disabled link to the same file stays beside the inlined copy. Every lazily loaded screen lists
 * the entry's stylesheet among the files it needs (it imports the entry's code), and Vite's loader
 * adds a stylesheet link for each listed file that has no link in the page yet. Without the
 * marker, the first lazy import linked and downloaded the entry's styles a second time, and
 * applying them made the browser restyle and lay out the whole page again: 60 ms on this machine,
 * about 250 ms on a slow phone, in the middle of the catalog's first seconds. A disabled
 * stylesheet link is never fetched nor applied.
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
            return `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}
