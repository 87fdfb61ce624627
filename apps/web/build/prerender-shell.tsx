/**
 * Prints the public frame (contact strip, header, footer) around the page skeleton, as the app's
 * own components render it, for build/inline-splash.ts to write into index.html. Run by the build
 * with tsx, in Node: the header is the app's, not a copy kept by hand.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { PageSkeleton } from "../src/layouts/page-skeleton.tsx";
import { ShellFrame } from "../src/layouts/shell-frame.tsx";

// An address no menu entry matches: the page's own entry is marked by the inline script.
const markup = renderToStaticMarkup(
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter initialEntries={["/__skeleton"]}>
      <ShellFrame>
        <PageSkeleton />
      </ShellFrame>
    </MemoryRouter>
  </QueryClientProvider>,
);
// React 19 hoists a preload of the logo as a <link>; the page head has its own resources.
process.stdout.write(markup.replace(/<link [^>]*\/>/g, "").replace(/ data-discover="true"/g, ""));
