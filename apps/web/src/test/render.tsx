import { ThemeProvider } from "@mui/material";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { theme } from "../lib/theme.ts";
import { Toaster } from "../lib/toast.tsx";
import { routes } from "../router.tsx";

/**
 * Renders the real route table at an address, with a fresh query cache; `prefill` puts answers
 * into it first (the tests have no server).
 */
export function renderAt(path: string, prefill?: (client: QueryClient) => void) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prefill?.(client);
  // As main.tsx: no MUI theme at the root; the screens that use MUI bring it (router.tsx).
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export function withProviders(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
