import "./fonts.css";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { handOverSplash } from "./layouts/splash.ts";
import { queryClient } from "./lib/query-client.ts";
import { registerServiceWorker, reloadOnStaleRelease } from "./lib/service-worker.ts";
import { theme } from "./lib/theme.ts";
import { Toaster } from "./lib/toast.tsx";
import { createRouter } from "./router.tsx";

reloadOnStaleRelease();
const router = createRouter();

const root = createRoot(document.getElementById("root")!);
// The first render is a transition: React renders the shell and the page in slices of a few
// milliseconds and lets the browser breathe in between, instead of one long task a phone feels
// (Total Blocking Time). It commits all at once, as before.
startTransition(() =>
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);
handOverSplash(router);
registerServiceWorker();
