import "./plain-ui.css";
import "./service-cards.css";
import { TIMINGS } from "@shop/shared/constants";
import { SERVICE_CARDS, type ServiceIcon } from "@shop/shared/site-content";

// MUI's Material icons (outlined), the same paths, drawn without MUI's SvgIcon.
const ICONS: Record<ServiceIcon, string> = {
  web: "M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2M4 9h10.5v3.5H4zm0 5.5h10.5V18H4zM20 18h-3.5V9H20z",
  software:
    "M20 4H4c-1.11 0-2 .9-2 2v12c0 1.1.89 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.89-2-2-2m0 14H4V8h16zm-2-1h-6v-2h6zM7.5 17l-1.41-1.41L8.67 13l-2.59-2.59L7.5 9l4 4z",
  mobile:
    "M17 1.01 7 1c-1.1 0-2 .9-2 2v18c0 1.1.9 2 2 2h10c1.1 0 2-.9 2-2V3c0-1.1-.9-1.99-2-1.99M17 19H7V5h10z",
  marketing:
    "M18 11v2h4v-2zm-2 6.61c.96.71 2.21 1.65 3.2 2.39.4-.53.8-1.07 1.2-1.6-.99-.74-2.24-1.68-3.2-2.4-.4.54-.8 1.08-1.2 1.61M20.4 5.6c-.4-.53-.8-1.07-1.2-1.6-.99.74-2.24 1.68-3.2 2.4.4.53.8 1.07 1.2 1.6.96-.72 2.21-1.65 3.2-2.4M4 9c-1.1 0-2 .9-2 2v2c0 1.1.9 2 2 2h1v4h2v-4h1l5 3V6L8 9zm5.03 1.71L11 9.53v4.94l-1.97-1.18-.48-.29H4v-2h4.55zM15.5 12c0-1.33-.58-2.53-1.5-3.35v6.69c.92-.81 1.5-2.01 1.5-3.34",
  cloud:
    "M12 6c2.62 0 4.88 1.86 5.39 4.43l.3 1.5 1.53.11c1.56.1 2.78 1.41 2.78 2.96 0 1.65-1.35 3-3 3H6c-2.21 0-4-1.79-4-4 0-2.05 1.53-3.76 3.56-3.97l1.07-.11.5-.95C8.08 7.14 9.94 6 12 6m0-2C9.11 4 6.6 5.64 5.35 8.04 2.34 8.36 0 10.91 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96C18.67 6.59 15.64 4 12 4",
  ecommerce:
    "M18 6h-2c0-2.21-1.79-4-4-4S8 3.79 8 6H6c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2m-6-2c1.1 0 2 .9 2 2h-4c0-1.1.9-2 2-2m6 16H6V8h2v2c0 .55.45 1 1 1s1-.45 1-1V8h4v2c0 .55.45 1 1 1s1-.45 1-1V8h2z",
};

/**
 * The six service cards, shown on the home page and on /service. Each card fades in 200 ms after
 * the one before it, so the grid fills in order. Plain elements styled by service-cards.css.
 */
export function ServiceCards({ headingLevel }: { headingLevel: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <div className="pu-grid sc-grid">
      {SERVICE_CARDS.map((service, index) => (
        <div key={service.title}>
          <div className="sc-card" data-aos="fade-up" data-aos-delay={index * TIMINGS.serviceCardDelayStepMs}>
            <div className="sc-content">
              <div className="sc-icon">
                {/* biome-ignore lint/a11y/noSvgWithoutTitle: its <title> names it, as MUI's titleAccess did (the same markup) */}
                <svg className="sh-icon" viewBox="0 0 24 24" role="img" focusable="false">
                  <path d={ICONS[service.icon]} />
                  <title>{`${service.title} icon`}</title>
                </svg>
              </div>
              <Heading className="pu-h3">{service.title}</Heading>
              <p className="sc-text pu-muted">{service.description}</p>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
