import { lazy, Suspense } from "react";

/**
 * The contact form at the foot of About us and Privacy policy, loaded apart from its page: its
 * checks (zod and the shop's rules) and its text fields would otherwise hold back the page's own
 * text on a slow phone. It shows as soon as it has arrived. It is plain elements like the page
 * around it, so it needs no MUI theme.
 */
const ContactForm = lazy(async () => ({ default: (await import("./contact-form.tsx")).ContactForm }));

export function ContactFormLater() {
  return (
    <Suspense fallback={null}>
      <ContactForm />
    </Suspense>
  );
}
