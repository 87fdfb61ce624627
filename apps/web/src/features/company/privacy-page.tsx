import { Box, Container, Link, Typography } from "@mui/material";
import { COMPANY } from "@shop/shared/constants";
import type { ReactNode } from "react";
import { usePageTitle } from "../../lib/page-title.ts";
import { ContactFormLater } from "./contact-form-later.tsx";
import { PageHero } from "./page-hero.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h2" sx={{ fontSize: "1.35rem", mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ color: "text.secondary", lineHeight: 1.8, "& ul": { pl: 3, my: 1 } }}>{children}</Box>
    </Box>
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
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 } }}>
        <Section title="Information we collect">
          <Typography component="div">
            When you register, order or write to us we collect:
            <ul>
              <li>your full name, e-mail address and phone number;</li>
              <li>delivery details such as city, chowk and a landmark when you choose home delivery;</li>
              <li>the products you order and your order history;</li>
              <li>the messages you send through our contact form.</li>
            </ul>
          </Typography>
        </Section>
        <Section title="How we use your information">
          <Typography>
            We use it only to run your account, prepare and deliver your orders, reply to your messages and,
            when you ask, reset your password. We do not sell or rent your information to anyone.
          </Typography>
        </Section>
        <Section title="Security">
          <Typography>
            Passwords are stored only as strong one-way hashes, and the site is served over an encrypted
            connection. Only our staff who handle orders can see order details.
          </Typography>
        </Section>
        <Section title="Cookies">
          <Typography>
            We keep your login and your cart in your browser's storage so they survive a reload. We use no
            advertising or tracking cookies.
          </Typography>
        </Section>
        <Section title="Changes to this policy">
          <Typography>
            If we change this policy we will update this page. Questions? Write to{" "}
            <Link href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Link> or use the form below.
          </Typography>
        </Section>
        <Typography sx={{ color: "text.secondary", mb: 5 }}>
          © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
        </Typography>
        <ContactFormLater />
      </Container>
    </>
  );
}
