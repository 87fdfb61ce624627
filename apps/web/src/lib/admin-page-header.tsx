import { IconButton, Stack, Tooltip, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface Props {
  title: string;
  /** An icon link at the right (add, or view all, on the product and software screens). */
  action?: { to: string; label: string; icon: ReactNode };
}

/** The title row of an admin screen, shared by the product and software screens. */
export function AdminPageHeader({ title, action }: Props) {
  return (
    <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 2, gap: 1 }}>
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
    </Stack>
  );
}
