import "./fonts.css";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
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

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
handOverSplash(router);
registerServiceWorker();
