import type { ReactNode } from "react";
import { Link } from "react-router";
import { PlainAlert } from "../../lib/plain-ui.tsx";

/**
 * Why the checkout cannot start yet (not signed in, an empty cart), with the one way on as a link
 * at the alert's end: lib/link-alert.tsx's look, in plain elements, in a narrow container.
 */
export function CheckoutNotice({
  severity,
  to,
  label,
  children,
}: {
  severity: "info" | "warning";
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="sh-container ck-page-sm ck-page-notice">
      <PlainAlert
        severity={severity}
        action={
          <Link className="pu-button" to={to}>
            {label}
          </Link>
        }
      >
        {children}
      </PlainAlert>
    </div>
  );
}
