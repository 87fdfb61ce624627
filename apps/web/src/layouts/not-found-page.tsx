import { Button, Container, Typography } from "@mui/material";
import { Link } from "react-router";
import { usePageTitle } from "../lib/page-title.ts";

/** Any unknown address: '404 - Page Not Found', a short explanation and a way back home. */
export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <Container sx={{ py: 8, textAlign: "center" }}>
      <Typography variant="h1" gutterBottom>
        404 - Page Not Found
      </Typography>
      <Typography sx={{ mb: 3 }}>
        The page you are looking for does not exist. It may have been moved, or the address may be mistyped.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}
