import { Container, Typography } from "@mui/material";
import { usePageTitle } from "../../lib/page-title.ts";

/** Placeholder until its issue builds this screen. */
export function HomePage() {
  usePageTitle("Welcome to Koshi IT Solutions");
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">Welcome to Koshi IT Solutions</Typography>
    </Container>
  );
}
