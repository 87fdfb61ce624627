import { Container, Typography } from "@mui/material";
import { usePageTitle } from "../../lib/page-title.ts";

/** Placeholder until its issue builds this screen. */
export function EmailVerifyPage() {
  usePageTitle("Verify your e-mail");
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">Verify your e-mail</Typography>
    </Container>
  );
}
