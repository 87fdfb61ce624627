import "./home.css";
import "../../lib/plain-ui.css";
import { COMPANY } from "@shop/shared/constants";
import { WHO_BADGES } from "@shop/shared/site-content";
import { Link } from "react-router";
import { Icon } from "../../layouts/shell-icons.tsx";

// MUI's SupportAgent icon (outlined); its two eyes, circles in MUI's icon, are written as two arcs
// each. About us draws it too, from its own copy: a module shared by the two pages would be a file
// of its own, one more request on each page's first load.
const SUPPORT_AGENT = [
  "M21 12.22C21 6.73 16.74 3 12 3c-4.69 0-9 3.65-9 9.28-.6.34-1 .98-1 1.72v2c0 1.1.9 2 2 2h1v-6.1c0-3.87 3.13-7 7-7s7 3.13 7 7V19h-8v2h8c1.1 0 2-.9 2-2v-1.22c.59-.31 1-.92 1-1.64v-2.3c0-.7-.41-1.31-1-1.62",
  "M8 13a1 1 0 1 0 2 0a1 1 0 1 0-2 0",
  "M14 13a1 1 0 1 0 2 0a1 1 0 1 0-2 0",
  "M18 11.03C17.52 8.18 15.04 6 12.05 6c-3.03 0-6.29 2.51-6.03 6.45 2.47-1.01 4.33-3.21 4.86-5.89 1.31 2.63 4 4.44 7.12 4.47",
] as const;

// MUI's EmojiEvents, TrackChanges, Groups and SupportAgent icons (outlined), the same shapes.
const BADGE_ICONS: (string | readonly string[])[] = [
  "M19 5h-2V3H7v2H5c-1.1 0-2 .9-2 2v1c0 2.55 1.92 4.63 4.39 4.94.63 1.5 1.98 2.63 3.61 2.96V19H7v2h10v-2h-4v-3.1c1.63-.33 2.98-1.46 3.61-2.96C19.08 12.63 21 10.55 21 8V7c0-1.1-.9-2-2-2M5 8V7h2v3.82C5.84 10.4 5 9.3 5 8m7 6c-1.65 0-3-1.35-3-3V5h6v6c0 1.65-1.35 3-3 3m7-6c0 1.3-.84 2.4-2 2.82V7h2z",
  "m19.07 4.93-1.41 1.41C19.1 7.79 20 9.79 20 12c0 4.42-3.58 8-8 8s-8-3.58-8-8c0-4.08 3.05-7.44 7-7.93v2.02C8.16 6.57 6 9.03 6 12c0 3.31 2.69 6 6 6s6-2.69 6-6c0-1.66-.67-3.16-1.76-4.24l-1.41 1.41C15.55 9.9 16 10.9 16 12c0 2.21-1.79 4-4 4s-4-1.79-4-4c0-1.86 1.28-3.41 3-3.86v2.14c-.6.35-1 .98-1 1.72 0 1.1.9 2 2 2s2-.9 2-2c0-.74-.4-1.38-1-1.72V2h-1C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10c0-2.76-1.12-5.26-2.93-7.07",
  "M4 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m1.13 1.1c-.37-.06-.74-.1-1.13-.1-.99 0-1.93.21-2.78.58C.48 14.9 0 15.62 0 16.43V18h4.5v-1.61c0-.83.23-1.61.63-2.29M20 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m4 3.43c0-.81-.48-1.53-1.22-1.85-.85-.37-1.79-.58-2.78-.58-.39 0-.76.04-1.13.1.4.68.63 1.46.63 2.29V18H24zm-7.76-2.78c-1.17-.52-2.61-.9-4.24-.9s-3.07.39-4.24.9C6.68 14.13 6 15.21 6 16.39V18h12v-1.61c0-1.18-.68-2.26-1.76-2.74M8.07 16c.09-.23.13-.39.91-.69.97-.38 1.99-.56 3.02-.56s2.05.18 3.02.56c.77.3.81.46.91.69zM12 8c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m0-2c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3",
  SUPPORT_AGENT,
];

/** 'Who are we?': blurb, four badges without numbers, View Products and a picture. */
export function WhoWeAre({ id }: { id: string }) {
  return (
    <section className="sh-container ww" aria-labelledby={`${id}-title`} id={id}>
      <div className="pu-grid ww-grid">
        <div className="ww-col" data-aos="fade-right">
          <span className="ww-overline">About us</span>
          <h2 className="hm-h2" id={`${id}-title`}>
            Who are we?
          </h2>
          <p className="ww-blurb pu-muted">
            {COMPANY.name} is an IT company in {COMPANY.town}, eastern Nepal, founded in {COMPANY.founded}. We
            sell genuine computer hardware, from parts and laptops to complete PC sets and networking gear,
            and we build software, websites, cloud and networking solutions for shops, schools, hotels and
            offices. Our engineers install what we sell and stay on call when you need help.
          </p>
          <ul className="pu-grid ww-badges">
            {WHO_BADGES.map((badge, i) => (
              <li key={badge}>
                <div className="ww-badge">
                  <div className="ww-badge-icon">
                    <Icon d={BADGE_ICONS[i]!} />
                  </div>
                  <p>{badge}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link to="/product" className="pu-button pu-button-contained pu-button-large">
            View Products
          </Link>
        </div>
        <div className="ww-col" data-aos="fade-left">
          <div className="ww-picture">
            <img
              src="/company/who-we-are.svg"
              alt="Our team at work: two engineers at desks with computers"
              width={560}
              height={420}
              loading="lazy"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
