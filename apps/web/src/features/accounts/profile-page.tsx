import { Container, Typography } from "@mui/material";
import { Outlet } from "react-router";
import { usePageTitle } from "../../lib/page-title.ts";

/** Placeholder until its issue builds this screen. */
export function ProfilePage() {
  usePageTitle("Profile");
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">Profile</Typography>
      {/* Temporary (orders branch): shows the order history until the accounts issue's page lands. */}
      <Outlet />
    </Container>
  );
}
