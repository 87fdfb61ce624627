import "./shell.css";
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
      <div className="sh-page">
        <a href="#main" className="sh-skip">
          Skip to content
        </a>
        <TopStrip />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="sh-main">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <RouteProgress />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
