import { Box, Button, Container, Typography } from "@mui/material";
import { Link } from "react-router";
import { useScrollAnimations } from "../../lib/aos.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { ServiceCards } from "../../lib/service-cards.tsx";
import { PageHero } from "./page-hero.tsx";

/** /service: the same six service cards as the home page. */
export function ServicePage() {
  usePageTitle(
    "Our Services",
    "Web, software and mobile app development, digital marketing, cloud and e-commerce solutions in eastern Nepal.",
  );
  useScrollAnimations();
  return (
    <>
      <PageHero title="Our Services">
        From a website for your shop to the software and network your office runs on, our team in Itahari
        plans, builds and supports it.
      </PageHero>
      <Container sx={{ py: { xs: 5, md: 7 } }}>
        <ServiceCards headingLevel="h2" />
        <Box sx={{ textAlign: "center", mt: 6 }}>
          <Typography variant="h2" sx={{ fontSize: "1.4rem", mb: 2 }}>
            Have a project in mind?
          </Typography>
          <Button component={Link} to="/aboutUs" variant="contained" size="large">
            Talk to us
          </Button>
        </Box>
      </Container>
    </>
  );
}
