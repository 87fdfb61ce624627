import "./shell.css";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { OfflineBanner } from "./offline-banner.tsx";
import { RouteProgress } from "./route-progress.tsx";
import { scrollKey, useReloadStartsAtTop } from "./scroll-key.ts";
import { ShellFrame } from "./shell-frame.tsx";

export function PublicLayout() {
  useReloadStartsAtTop();
  // Rendered again on every new address, so the page in <Outlet /> and <ScrollRestoration /> are
  // brought up to date in one pass. On preact/compat (the built shop's runtime), which renders each
  // context reader on its own and runs its layout effects right away, without this
  // ScrollRestoration would put back a saved position while the previous, shorter page was still
  // shown, and the browser would cut it short (Back to the catalog, Home again).
  useLocation();
  return (
    <>
      <ShellFrame>
        <OfflineBanner />
        <Outlet />
      </ShellFrame>
      <RouteProgress />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
