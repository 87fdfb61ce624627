import "../../lib/plain-ui.css";
import "./company.css";
import { COMPANY } from "@shop/shared/constants";
import type { ReactNode } from "react";
import { usePageTitle } from "../../lib/page-title.ts";
import { ContactFormLater } from "./contact-form-later.tsx";
import { PageHero } from "./page-hero.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="co-section">
      <h2 className="co-section-title">{title}</h2>
      <div className="co-section-body">{children}</div>
    </section>
  );
}

/** Privacy policy: the static sections, the copyright year and the contact form. */
export function PrivacyPage() {
  usePageTitle("Privacy Policy", `What information ${COMPANY.name} collects, how it is used and kept safe.`);
  return (
    <>
      <PageHero title="Privacy Policy">
        How {COMPANY.name} handles the information you share with us when you shop or contact us.
      </PageHero>
      <div className="sh-container co-narrow co-page">
        <Section title="Information we collect">
          <div>
            When you register, order or write to us we collect:
            <ul>
              <li>your full name, e-mail address and phone number;</li>
              <li>delivery details such as city, chowk and a landmark when you choose home delivery;</li>
              <li>the products you order and your order history;</li>
              <li>the messages you send through our contact form.</li>
            </ul>
          </div>
        </Section>
        <Section title="How we use your information">
          <p className="co-text">
            We use it only to run your account, prepare and deliver your orders, reply to your messages and,
            when you ask, reset your password. We do not sell or rent your information to anyone.
          </p>
        </Section>
        <Section title="Security">
          <p className="co-text">
            Passwords are stored only as strong one-way hashes, and the site is served over an encrypted
            connection. Only our staff who handle orders can see order details.
          </p>
        </Section>
        <Section title="Cookies">
          <p className="co-text">
            We keep your login and your cart in your browser's storage so they survive a reload. We use no
            advertising or tracking cookies.
          </p>
        </Section>
        <Section title="Changes to this policy">
          <p className="co-text">
            If we change this policy we will update this page. Questions? Write to{" "}
            <a className="co-link" href={`mailto:${COMPANY.email}`}>
              {COMPANY.email}
            </a>{" "}
            or use the form below.
          </p>
        </Section>
        <p className="co-text co-copyright pu-muted">
          © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
        </p>
        <ContactFormLater />
      </div>
    </>
  );
}
