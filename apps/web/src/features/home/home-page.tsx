import "./home.css";
import "../../lib/plain-ui.css";
import { useScrollAnimations } from "../../lib/aos.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { ServiceCards } from "../../lib/service-cards.tsx";
import { BrandStrip } from "./brand-strip.tsx";
import { HeroCarousel } from "./hero-carousel.tsx";
import { IntroBanner } from "./intro-banner.tsx";
import { WhoWeAre } from "./who-we-are.tsx";

/** Home, top to bottom: hero, who are we, brands, services. Plain elements, no MUI (home.css). */
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
      <div className="bs-around">
        <BrandStrip />
      </div>
      <section className="sh-container" aria-labelledby="services-title">
        <h2 className="hm-h2 hm-center" id="services-title">
          Our Services
        </h2>
        <p className="hm-services-lead hm-center pu-muted">
          Everything your business needs to work well with technology
        </p>
        <ServiceCards headingLevel="h3" />
      </section>
    </>
  );
}
