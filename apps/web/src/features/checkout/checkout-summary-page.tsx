import { Container, Typography } from "@mui/material";
import { usePageTitle } from "../../lib/page-title.ts";

/** Placeholder until its issue builds this screen. */
export function CheckoutSummaryPage() {
  usePageTitle("Checkout summary");
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">Checkout summary</Typography>
    </Container>
  );
}
