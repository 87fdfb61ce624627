import "./plain-ui.css";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { ICONS as SHELL_ICONS } from "../layouts/shell-icon-paths.ts";

/**
 * Plain stand-ins for MUI's Chip, Skeleton and Alert on the shopper's first pages (the catalog and
 * a product): the same look from a stylesheet (plain-ui.css), without their code on the first load.
 */

type ChipColor = "default" | "error" | "success";

export function PlainChip({
  label,
  color = "default",
  variant = "filled",
  strong = false,
  className,
}: {
  label: string;
  color?: ChipColor;
  variant?: "filled" | "outlined";
  strong?: boolean;
  className?: string;
}) {
  const classes = ["pu-chip"];
  if (variant === "outlined") classes.push("pu-chip-outlined");
  if (color !== "default") classes.push(`pu-chip-${color}`);
  if (strong) classes.push("pu-chip-strong");
  if (className) classes.push(className);
  return <span className={classes.join(" ")}>{label}</span>;
}

/** A placeholder: a line of text (`text`), or a block of the given size (`rect`, `rounded`). */
export function Skel({
  variant = "text",
  width,
  height,
  style,
  className,
}: {
  variant?: "text" | "rect" | "rounded";
  width?: number | string;
  height?: number | string;
  style?: CSSProperties;
  className?: string;
}) {
  const classes = ["pu-skel"];
  if (variant === "text") classes.push("pu-skel-text");
  if (variant === "rounded") classes.push("pu-skel-rounded");
  if (className) classes.push(className);
  return <span className={classes.join(" ")} style={{ width, height, ...style }} />;
}

// MUI's Alert icons (ErrorOutline, ReportProblemOutlined, SuccessOutlined, InfoOutlined), the
// same for its standard and filled alerts.
const ICONS = {
  error:
    "M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z",
  warning: "M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z",
  success:
    "M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z",
  info: "M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z",
} as const;

/**
 * An alert with MUI's look: icon (or one of the screen's own), message and an optional action. Its
 * role is "alert" unless it says something calmer ("status": the offline notice). `standard` is
 * MUI's tinted Alert; `filled` its filled one, white on the severity's colour (the toast). With
 * onClose it ends with MUI's close button (named "Close").
 */
export function PlainAlert({
  severity,
  variant = "standard",
  action,
  onClose,
  icon,
  role = "alert",
  className,
  testId,
  children,
}: {
  severity: keyof typeof ICONS;
  variant?: "standard" | "filled";
  action?: ReactNode;
  onClose?: () => void;
  /** Instead of the severity's icon (a spinner while something is being confirmed). */
  icon?: ReactNode;
  role?: "alert" | "status";
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const look = variant === "filled" ? `pu-alert-filled pu-alert-filled-${severity}` : `pu-alert-${severity}`;
  const end =
    action ??
    (onClose && (
      <button type="button" className="pu-alert-close" aria-label="Close" title="Close" onClick={onClose}>
        <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={SHELL_ICONS.close} />
        </svg>
      </button>
    ));
  return (
    <div role={role} className={`pu-alert ${look}${className ? ` ${className}` : ""}`} data-testid={testId}>
      <div className="pu-alert-icon">
        {icon ?? (
          <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
            <path d={ICONS[severity]} />
          </svg>
        )}
      </div>
      <div className="pu-alert-message">{children}</div>
      {end && <div className="pu-alert-action">{end}</div>}
    </div>
  );
}

/** "Please log in to see …" with the Login button: a page of the customer's own, opened without a session. */
export function LoginToSee({ children }: { children: ReactNode }) {
  return (
    <PlainAlert
      severity="info"
      action={
        <Link className="pu-button" to="/login">
          Login
        </Link>
      }
    >
      {children}
    </PlainAlert>
  );
}
