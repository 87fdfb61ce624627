import { Container, Typography } from "@mui/material";
import { usePageTitle } from "../../lib/page-title.ts";

/** Placeholder until its issue builds this screen. */
export function DashboardPage() {
  usePageTitle("Admin-DashBoard");
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">Admin-DashBoard</Typography>
    </Container>
  );
}
