import "../lib/plain-ui.css";
import "./not-found-page.css";
import { Link } from "react-router";
import { usePageTitle } from "../lib/page-title.ts";

/**
 * Any unknown address: '404 - Page Not Found', a short explanation and a way back home. Plain
 * elements (not-found-page.css), so a mistyped link shows at once without MUI.
 */
export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <div className="nf-page">
      <h1 className="pu-h1">404 - Page Not Found</h1>
      <p className="nf-text">
        The page you are looking for does not exist. It may have been moved, or the address may be mistyped.
      </p>
      <Link className="pu-button pu-button-contained" to="/">
        Back to Home
      </Link>
    </div>
  );
}
