import { useEffect } from "react";

const SITE = "Koshi IT Solutions";

/** Sets the page's <title> and meta description while it is shown. */
export function usePageTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    }
  }, [title, description]);
}
