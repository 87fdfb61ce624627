import { Alert, type AlertColor, Button } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/**
 * A message with one way on, a link at its end: "Please log in to see …" with Login, an empty
 * cart with Products.
 */
export function LinkAlert({
  severity = "info",
  to,
  label,
  children,
}: {
  severity?: AlertColor;
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Alert
      severity={severity}
      action={
        <Button component={RouterLink} to={to}>
          {label}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
