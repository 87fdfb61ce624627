import type { Plugin } from "vite";
import { splashBody, splashStyle } from "../src/layouts/splash-markup.ts";

/** Writes the welcome splash into index.html (see splash-markup.ts for why it is not a component). */
export function inlineSplash(): Plugin {
  return {
    name: "shop-inline-splash",
    transformIndexHtml(html) {
      return html
        .replace("</head>", `  <style>${splashStyle}</style>\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root"></div>\n    ${splashBody}`);
    },
  };
}
