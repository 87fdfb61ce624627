import { Container, Typography } from "@mui/material";
import { usePageTitle } from "../../lib/page-title.ts";

/** Placeholder until its issue builds this screen. */
export function UpdateProductPage() {
  usePageTitle("Update product");
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">Update product</Typography>
    </Container>
  );
}
