import "./fonts.css";
import "./base.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { handOverSplash } from "./layouts/splash.ts";
import { useFirstRenderShown } from "./lib/first-screen.ts";
import { queryClient } from "./lib/query-client.ts";
import { registerServiceWorker, reloadOnStaleRelease } from "./lib/service-worker.ts";
import { Toaster } from "./lib/toast.tsx";
import { createRouter } from "./router.tsx";

reloadOnStaleRelease();
const router = createRouter();

/** Marks the end of the first render (lib/first-screen.ts). */
function FirstRenderShown() {
  useFirstRenderShown();
  return null;
}

const root = createRoot(document.getElementById("root")!);
// The first render waits for the page's code (the router's lazy route, fetched ahead by the start
// script of index.html: build/start-script.ts), so the first paint is the whole page instead of a
// loading screen first. It is a transition: React (`npm run dev`) renders it in slices of a few
// milliseconds. The built shop runs on preact/compat (build/preact-compat.ts), which renders it in
// one task, so a long page draws its first screen first and the rest in a task of its own
// (lib/first-screen.ts). No MUI theme here: the screens that use MUI bring it with their code
// (lib/mui-theme.tsx), and base.css is MUI's CssBaseline.
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster />
          <FirstRenderShown />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
if (router.state.initialized) render();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}
handOverSplash();
registerServiceWorker();
