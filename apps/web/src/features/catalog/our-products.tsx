import "./catalog-sections.css";
import { MARKETING_FEATURES_SHOWN, TIMINGS } from "@shop/shared/constants";
import { formatRs } from "@shop/shared/money";
import type { Software } from "@shop/shared/software";
import { useState } from "react";
import { Icon } from "../../layouts/shell-icons.tsx";

/** MUI's CheckCircleOutlined icon. */
const CHECK_ICON =
  "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z";

/** MUI's OpenInNew icon: after the words of a link that opens another site in a new tab. */
export const OPEN_IN_NEW_ICON =
  "M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z";

interface Offering {
  title: string;
  tagline: string;
  /** Used when the software list has no entry of the same name. */
  link: string;
  features: string[];
}

/** The two software products the marketing page advertises. */
export const MARKETED_TITLES = ["Retail Management Software", "Restaurant Management Software"];
const OFFERINGS: Offering[] = [
  {
    title: "Retail Management Software",
    tagline: "Run a shop, mart or wholesale counter from one screen.",
    link: "https://retail.koshiit.com.np",
    features: [
      "Fast billing with barcode scanning",
      "IRD-ready VAT invoices and sales register",
      "Stock in, stock out and low-stock alerts",
      "Purchase orders and supplier accounts",
      "Customer credit (udharo) tracking",
      "Daily, monthly and yearly sales reports",
      "Several counters and branches",
      "Staff accounts with their own permissions",
      "Works offline and syncs when the line is back",
    ],
  },
  {
    title: "Restaurant Management Software",
    tagline: "From table order to kitchen ticket to bill, without paper.",
    link: "https://restaurant.koshiit.com.np",
    features: [
      "Table, takeaway and delivery orders",
      "Kitchen and bar order tickets (KOT/BOT)",
      "Split bills and merge tables",
      "Menu with variants, combos and happy hours",
      "Ingredient stock and recipe costing",
      "Cash, card and wallet payments (eSewa, Khalti)",
      "Daily closing and waiter-wise sales reports",
      "Works on tablets and phones for waiters",
    ],
  },
];

interface CardProps {
  offering: Offering;
  /** The admin's entry of the same name (software/get-all): its link, price and picture. */
  listed: Software | undefined;
  delay: number;
}

function OfferingCard({ offering, listed, delay }: CardProps) {
  const link = listed?.link ?? offering.link;
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? offering.features : offering.features.slice(0, MARKETING_FEATURES_SHOWN);
  const listId = `features-${offering.title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <div
      className="pc"
      data-aos="fade-up"
      data-aos-duration={TIMINGS.marketingAnimationMs}
      data-aos-delay={delay}
    >
      {listed && <img className="op-picture" src={listed.thumbnailName} alt="" loading="lazy" />}
      <div className="cs-content">
        <h3 className="pu-h3">{offering.title}</h3>
        {listed && <p className="cs-price op-price">{formatRs(listed.price)}</p>}
        <p className="cs-text pu-muted">{listed?.description ?? offering.tagline}</p>
        <ul id={listId} className="op-list">
          {shown.map((feature) => (
            <li key={feature}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={CHECK_ICON} />
              </svg>
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {offering.features.length > MARKETING_FEATURES_SHOWN && (
          <button
            type="button"
            className="pu-text-button op-more"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? "Show Less" : "Show More"}
          </button>
        )}
      </div>
      <div className="cs-actions">
        <a
          className="pu-button pu-button-contained"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View Now: ${offering.title} (opens in a new tab)`}
        >
          View Now
          <Icon d={OPEN_IN_NEW_ICON} />
        </a>
      </div>
    </div>
  );
}

/** 'Our Products': the marketing section for the two software products, retail and restaurant. */
export function OurProducts({ software }: { software: Software[] | undefined }) {
  return (
    <section aria-labelledby="our-products-title">
      <h2 id="our-products-title" className="cs-h2 cs-centred">
        Our Products
      </h2>
      <div className="cs-grid op-grid">
        {OFFERINGS.map((o, i) => (
          <OfferingCard
            key={o.title}
            offering={o}
            listed={software?.find((s) => s.name === o.title)}
            delay={i * 100}
          />
        ))}
      </div>
    </section>
  );
}
