import { Container, Typography } from "@mui/material";
import { usePageTitle } from "../../lib/page-title.ts";

/** Placeholder until its issue builds this screen. */
export function LoginPage() {
  usePageTitle("Login");
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">Login</Typography>
    </Container>
  );
}
