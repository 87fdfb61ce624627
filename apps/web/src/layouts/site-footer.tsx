import { COMPANY } from "@shop/shared/constants";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { telHref, useCompanyContact } from "../lib/contact-record.ts";
import { FOOTER_LINKS, SOCIAL_LINKS } from "./nav-items.ts";
import { ICONS, Icon } from "./shell-icons.tsx";

const SOCIAL_ICONS = {
  Facebook: ICONS.facebook,
  Instagram: ICONS.instagram,
  TikTok: ICONS.musicNote,
  LinkedIn: ICONS.linkedIn,
} as const;

function Line({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <div className="sh-line">
      <span className="sh-line-icon">
        <Icon d={icon} />
      </span>
      <div className="sh-line-text">{children}</div>
    </div>
  );
}

/**
 * The site footer: about text, useful links, contact block, opening hours, social links and the
 * copyright year. Address, e-mail, phone numbers, opening hours and time come from the contact
 * record when there is one, so the owner's edit shows here at once. Plain elements styled by
 * shell.css (the look of MUI's Grid, IconButton, Link and Divider it was built with).
 */
export function SiteFooter() {
  const contact = useCompanyContact();
  return (
    <footer className="sh-footer">
      <div className="sh-container">
        <div className="sh-footer-grid">
          <div className="sh-col-about">
            <h2>About Company</h2>
            <p className="sh-body2 sh-about">{contact.aboutCompany}</p>
            <ul className="sh-social" aria-label="Social media">
              {SOCIAL_LINKS.map((s) => (
                <li key={s.label}>
                  <a
                    className="sh-icon-button"
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${s.label} (opens in a new tab)`}
                  >
                    <Icon d={SOCIAL_ICONS[s.label]} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="sh-col-links">
            <h2>Useful Links</h2>
            <div className="sh-links">
              {FOOTER_LINKS.map((l) => (
                <Link key={l.path} to={l.path}>
                  {l.label}
                </Link>
              ))}
            </div>
          </div>
          <div className="sh-col-contact">
            <h2>Contact</h2>
            <address className="sh-contact">
              <Line icon={ICONS.location}>{contact.address}</Line>
              <Line icon={ICONS.mail}>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </Line>
              {contact.mobiles.map((phone) => (
                <Line key={phone} icon={ICONS.call}>
                  <a href={telHref(phone)} className="sh-hover-underline">
                    {phone}
                  </a>
                </Line>
              ))}
              <Line icon={ICONS.call}>
                <a href={telHref(contact.landline)} className="sh-hover-underline">
                  {contact.landline}
                </a>{" "}
                (landline)
              </Line>
            </address>
          </div>
          <div className="sh-col-hours">
            <h2>Opening Hours</h2>
            {/* The owner's Opening Hours and Time from the record; with none, 10am to 5pm, Sunday to Friday. */}
            <Line icon={ICONS.time}>
              <p className="sh-body2" data-testid="footer-opening-hours" style={{ whiteSpace: "pre-line" }}>
                {contact.openingHours}
              </p>
              {contact.time && (
                <p className="sh-body2 sh-muted" style={{ marginTop: 4 }}>
                  {contact.time}
                </p>
              )}
            </Line>
          </div>
        </div>
        <hr className="sh-divider" />
        <p className="sh-body2 sh-muted" style={{ textAlign: "center" }}>
          © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
