import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { TopStrip } from "./top-strip.tsx";

/**
 * The public pages' frame: skip link, contact strip, header, the page in <main>, footer. The app
 * renders it around each page (PublicLayout); the build renders it once more, around the page
 * skeleton, into index.html (build/prerender-shell.tsx), so the first bytes of any public page
 * already show this very header.
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <div className="sh-page">
      <a href="#main" className="sh-skip">
        Skip to content
      </a>
      <TopStrip />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="sh-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
