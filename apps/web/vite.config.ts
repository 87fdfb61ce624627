import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { inlineEntryCss } from "./build/inline-css.ts";
import { inlineSplash } from "./build/inline-splash.ts";
import { precompress } from "./build/precompress.ts";

export default defineConfig({
  plugins: [react(), inlineSplash(), inlineEntryCss(), precompress()],
  server: {
    // `npm run dev -w apps/web` talks to the API server started with `npm run dev`.
    proxy: { "/api": "http://127.0.0.1:3000", "/uploads": "http://127.0.0.1:3000" },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
});
