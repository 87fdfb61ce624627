import { Container, Typography } from "@mui/material";
import { usePageTitle } from "../../lib/page-title.ts";

/** Placeholder until its issue builds this screen. */
export function OrderListPage() {
  usePageTitle("Order Detail");
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">Order Detail</Typography>
    </Container>
  );
}
