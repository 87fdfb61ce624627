import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Plugin } from "vite";
import { skeletonScript, skeletonStyle } from "../src/layouts/skeleton-markup.ts";
import { splashBody, splashStyle } from "../src/layouts/splash-markup.ts";

const webRoot = path.resolve(import.meta.dirname, "..");

/**
 * The public frame around the page skeleton, rendered by the app's own components
 * (prerender-shell.tsx), in Node with React's server renderer: the markup is the same whichever
 * runtime the browser draws it with later.
 */
export function prerenderedShell(): string {
  const run = spawnSync(process.execPath, ["--import", "tsx", "build/prerender-shell.tsx"], {
    cwd: webRoot,
    encoding: "utf8",
    // The build scripts' own settings (JSX as the app compiles it).
    env: { ...process.env, NODE_ENV: "production", TSX_TSCONFIG_PATH: "build/tsconfig.prerender.json" },
  });
  if (run.status !== 0 || !run.stdout.includes("sh-header")) {
    throw new Error(`shop-inline-splash: prerendering the shell failed:\n${run.stderr}`);
  }
  return run.stdout;
}

/**
 * Writes into index.html what paints before any script: the public header, footer and page
 * skeleton inside #root (the app's first render replaces them), and the welcome splash over them
 * on the front door (see splash-markup.ts for why it is not a component).
 */
export function inlineSplash(): Plugin {
  let shell = "";
  return {
    name: "shop-inline-splash",
    buildStart() {
      shell = prerenderedShell();
    },
    transformIndexHtml(html) {
      if (!shell) shell = prerenderedShell();
      return html
        .replace("</head>", `  <style>${skeletonStyle}${splashStyle}</style>\n  </head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${shell}</div>\n    <script>${skeletonScript}</script>\n    ${splashBody}`,
        );
    },
  };
}
