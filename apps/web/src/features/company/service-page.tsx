import "../../lib/plain-ui.css";
import "./company.css";
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
      <div className="sh-container co-page">
        <ServiceCards headingLevel="h2" />
        <div className="co-cta">
          <h2 className="co-cta-title">Have a project in mind?</h2>
          <Link to="/aboutUs" className="pu-button pu-button-contained pu-button-large">
            Talk to us
          </Link>
        </div>
      </div>
    </>
  );
}
