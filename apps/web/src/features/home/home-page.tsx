import { Box, Container, Typography } from "@mui/material";
import { useScrollAnimations } from "../../lib/aos.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { ServiceCards } from "../../lib/service-cards.tsx";
import { BrandStrip } from "./brand-strip.tsx";
import { HeroCarousel } from "./hero-carousel.tsx";
import { IntroBanner } from "./intro-banner.tsx";
import { WhoWeAre } from "./who-we-are.tsx";

/** Home, top to bottom: hero, who are we, brands, services. */
export function HomePage() {
  usePageTitle(
    "Computer hardware and software in Itahari",
    "Computer parts, laptops, PCs, consoles and networking gear in eastern Nepal, with software, web, cloud and networking services.",
  );
  useScrollAnimations();
  return (
    <>
      <HeroCarousel />
      <IntroBanner targetId="who-are-we" />
      <WhoWeAre id="who-are-we" />
      <Box sx={{ my: { xs: 6, md: 8 } }}>
        <BrandStrip />
      </Box>
      <Container component="section" aria-labelledby="services-title">
        <Typography variant="h2" id="services-title" sx={{ textAlign: "center" }}>
          Our Services
        </Typography>
        <Typography sx={{ textAlign: "center", color: "text.secondary", mb: 4, mt: 1 }}>
          Everything your business needs to work well with technology
        </Typography>
        <ServiceCards headingLevel="h3" />
      </Container>
    </>
  );
}
