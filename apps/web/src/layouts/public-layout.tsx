import { Box } from "@mui/material";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { RouteProgress } from "./route-progress.tsx";
import { scrollKey, useReloadStartsAtTop } from "./scroll-key.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { TopStrip } from "./top-strip.tsx";

export function PublicLayout() {
  useReloadStartsAtTop();
  // Rendered again on every new address, so the page in <Outlet /> and <ScrollRestoration /> are
  // brought up to date in one pass. On preact/compat (tried in decision 0021), which renders each
  // context reader on its own and runs its layout effects right away, without this
  // ScrollRestoration would put back a saved position while the previous, shorter page was still
  // shown, and the browser would cut it short (Back to the catalog, Home again).
  useLocation();
  return (
    <>
      <Box
        // clip, not hidden: scroll animations slide in from the side without a sideways scroll, and the
        // sticky header keeps working.
        sx={{ minHeight: "100vh", display: "flex", flexDirection: "column", overflowX: "clip" }}
      >
        <Box
          component="a"
          href="#main"
          sx={{
            position: "absolute",
            left: 8,
            top: -48,
            zIndex: 2000,
            p: 1.5,
            bgcolor: "primary.main",
            color: "#fff",
            borderRadius: 1,
            "&:focus": { top: 8 },
          }}
        >
          Skip to content
        </Box>
        <TopStrip />
        <SiteHeader />
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: "none" }}>
          <Outlet />
        </Box>
        <SiteFooter />
      </Box>
      <RouteProgress />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
