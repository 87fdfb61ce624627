import { IconButton, Stack, Tooltip, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface Props {
  title: string;
  /** An icon link at the right (add, or view all, on the product and software screens). */
  action?: { to: string; label: string; icon: ReactNode };
  /** Space under the row (MUI spacing): less where a line of explanation follows. */
  spaceBelow?: number;
  /** A control at the right instead of the icon link (an "Add area" button). */
  children?: ReactNode;
}

/** The title row of an admin screen: products, software, delivery areas, the sales register. */
export function AdminPageHeader({ title, action, spaceBelow = 2, children }: Props) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: "center", justifyContent: "space-between", mb: spaceBelow, gap: 1 }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: "1.5rem", md: "2rem" } }}>
        {title}
      </Typography>
      {action && (
        <Tooltip title={action.label}>
          <IconButton component={Link} to={action.to} aria-label={action.label} color="primary" size="large">
            {action.icon}
          </IconButton>
        </Tooltip>
      )}
      {children}
    </Stack>
  );
}
