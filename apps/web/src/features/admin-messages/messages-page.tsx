import { Container, Typography } from "@mui/material";
import { usePageTitle } from "../../lib/page-title.ts";

/** Placeholder until its issue builds this screen. */
export function MessagesPage() {
  usePageTitle("Customer messages");
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">Customer messages</Typography>
    </Container>
  );
}
