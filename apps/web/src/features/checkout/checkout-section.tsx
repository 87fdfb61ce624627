import { Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A titled card of the checkout screens; the heading names the section for screen readers. */
export function CheckoutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: "1.25rem", mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
