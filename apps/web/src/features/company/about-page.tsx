import "../../lib/plain-ui.css";
import "./company.css";
import { COMPANY } from "@shop/shared/constants";
import { Icon } from "../../layouts/shell-icons.tsx";
import { useScrollAnimations } from "../../lib/aos.ts";
import { useCompanyContact } from "../../lib/contact-record.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { ContactFormLater } from "./contact-form-later.tsx";
import { PageHero } from "./page-hero.tsx";

// MUI's Material icons (outlined), the same paths, drawn without MUI's SvgIcon.
const HANDSHAKE =
  "M12.22 19.85c-.18.18-.5.21-.71 0-.18-.18-.21-.5 0-.71l3.39-3.39-1.41-1.41-3.39 3.39c-.19.2-.51.19-.71 0-.21-.21-.18-.53 0-.71l3.39-3.39-1.41-1.41-3.39 3.39c-.18.18-.5.21-.71 0-.19-.19-.19-.51 0-.71l3.39-3.39-1.42-1.41-3.39 3.39c-.18.18-.5.21-.71 0-.19-.2-.19-.51 0-.71L9.52 8.4l1.87 1.86c.95.95 2.59.94 3.54 0 .98-.98.98-2.56 0-3.54l-1.86-1.86.28-.28c.78-.78 2.05-.78 2.83 0l4.24 4.24c.78.78.78 2.05 0 2.83zm9.61-6.78c1.56-1.56 1.56-4.09 0-5.66l-4.24-4.24c-1.56-1.56-4.09-1.56-5.66 0l-.28.28-.28-.28c-1.56-1.56-4.09-1.56-5.66 0L2.17 6.71C.75 8.13.62 10.34 1.77 11.9l1.45-1.45c-.39-.75-.26-1.7.37-2.33l3.54-3.54c.78-.78 2.05-.78 2.83 0l3.56 3.56c.18.18.21.5 0 .71s-.53.18-.71 0L9.52 5.57l-5.8 5.79c-.98.97-.98 2.56 0 3.54.39.39.89.63 1.42.7.07.52.3 1.02.7 1.42s.9.63 1.42.7c.07.52.3 1.02.7 1.42s.9.63 1.42.7c.07.54.31 1.03.7 1.42.47.47 1.1.73 1.77.73s1.3-.26 1.77-.73z";
const LIGHTBULB =
  "M9 21c0 .55.45 1 1 1h4c.55 0 1-.45 1-1v-1H9zm3-19C8.14 2 5 5.14 5 9c0 2.38 1.19 4.47 3 5.74V17c0 .55.45 1 1 1h6c.55 0 1-.45 1-1v-2.26c1.81-1.27 3-3.36 3-5.74 0-3.86-3.14-7-7-7m2.85 11.1-.85.6V16h-4v-2.3l-.85-.6C7.8 12.16 7 10.63 7 9c0-2.76 2.24-5 5-5s5 2.24 5 5c0 1.63-.8 3.16-2.15 4.1";

// MUI's SupportAgent icon; its eyes, circles in MUI's icon, are two arcs each. The home page's
// badges draw it too, from their own copy: a module shared by the two pages would be a file of its
// own, one more request on each page's first load.
const SUPPORT_AGENT = [
  "M21 12.22C21 6.73 16.74 3 12 3c-4.69 0-9 3.65-9 9.28-.6.34-1 .98-1 1.72v2c0 1.1.9 2 2 2h1v-6.1c0-3.87 3.13-7 7-7s7 3.13 7 7V19h-8v2h8c1.1 0 2-.9 2-2v-1.22c.59-.31 1-.92 1-1.64v-2.3c0-.7-.41-1.31-1-1.62",
  "M8 13a1 1 0 1 0 2 0a1 1 0 1 0-2 0",
  "M14 13a1 1 0 1 0 2 0a1 1 0 1 0-2 0",
  "M18 11.03C17.52 8.18 15.04 6 12.05 6c-3.03 0-6.29 2.51-6.03 6.45 2.47-1.01 4.33-3.21 4.86-5.89 1.31 2.63 4 4.44 7.12 4.47",
] as const;

const FEATURES = [
  {
    title: "Partnership",
    icon: HANDSHAKE,
    text: "We work with you as a partner, not a vendor: we listen first, advise honestly and grow with your business.",
  },
  {
    title: "Innovation",
    icon: LIGHTBULB,
    text: "Modern hardware, cloud and software tools, chosen to fit the budgets and needs of businesses in Nepal.",
  },
  {
    title: "Support",
    icon: SUPPORT_AGENT,
    text: "Local engineers who install what we sell and answer your call, in Nepali or English, when you need help.",
  },
];

const MAP_SRC = "https://www.google.com/maps?q=Itahari%2C%20Sunsari%2C%20Nepal&z=14&output=embed";

/**
 * The shop's address from its contact record, read here and not by the page: the record's answer,
 * which may come after the page is drawn, then draws this line again, not the page and its form.
 */
function ContactAddress() {
  return useCompanyContact().address;
}

/** About us: introduction, three feature cards, history, map and the contact form. */
export function AboutPage() {
  usePageTitle("About Us", `Who we are: an IT company in ${COMPANY.town}, founded in ${COMPANY.founded}.`);
  useScrollAnimations();
  return (
    <>
      <PageHero title="About Us">
        {COMPANY.name} is a computer hardware and IT services company in {COMPANY.town}, Sunsari. We help
        homes, shops, schools and offices across Koshi Province choose, set up and run their technology.
      </PageHero>
      <div className="sh-container co-page">
        <div className="pu-grid">
          {FEATURES.map(({ title, icon, text }, i) => (
            <div key={title} className="co-third" data-aos="fade-up" data-aos-delay={i * 200}>
              <div className="co-card">
                <div className="co-card-content">
                  <div className="co-card-icon">
                    <Icon d={icon} />
                  </div>
                  <h2 className="co-h2">{title}</h2>
                  <p className="co-text pu-muted">{text}</p>
                </div>
              </div>
            </div>
          ))}
        </div>

        <div className="pu-grid co-grid-wide">
          <div className="co-half">
            <h2 className="co-h2">Our history</h2>
            <p className="co-text co-history co-gap-below pu-muted">
              {COMPANY.name} was founded in {COMPANY.founded} by a small group of engineers from{" "}
              {COMPANY.town} who saw local businesses waiting weeks for parts and support from Kathmandu. We
              started with a repair counter and a shelf of computer parts on Main Road.
            </p>
            <p className="co-text co-history pu-muted">
              Today we sell laptops, PC sets, consoles and networking gear, build retail and restaurant
              software, and set up networks and cloud services for our clients, with the same promise as on
              the first day: genuine products, fair prices in Rs and help that is close by.
            </p>
          </div>
          <div className="co-half">
            <h2 className="co-h2">Find us</h2>
            <p className="co-text co-gap-below pu-muted">
              <ContactAddress />
            </p>
            <iframe
              className="co-map"
              src={MAP_SRC}
              title={`Map showing ${COMPANY.name} in ${COMPANY.town}`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </div>
        </div>

        <div className="co-contact">
          <ContactFormLater />
        </div>
      </div>
    </>
  );
}
