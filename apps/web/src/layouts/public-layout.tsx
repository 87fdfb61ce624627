import { Box } from "@mui/material";
import { Outlet, ScrollRestoration } from "react-router";
import { RouteProgress } from "./route-progress.tsx";
import { scrollKey, useReloadStartsAtTop } from "./scroll-key.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { TopStrip } from "./top-strip.tsx";

export function PublicLayout() {
  useReloadStartsAtTop();
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
