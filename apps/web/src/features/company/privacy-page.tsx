import { Container, Typography } from "@mui/material";
import { usePageTitle } from "../../lib/page-title.ts";

/** Placeholder until its issue builds this screen. */
export function PrivacyPage() {
  usePageTitle("Privacy Policy");
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">Privacy Policy</Typography>
    </Container>
  );
}
