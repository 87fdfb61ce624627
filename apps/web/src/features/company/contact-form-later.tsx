import { lazy, Suspense } from "react";

/**
 * The contact form at the foot of About us and Privacy policy, loaded apart from its page: its
 * text fields and checks (MUI's form control and outlined input, zod and the shop's rules: about
 * 40 KiB brotli) would otherwise hold back the page's own text on a slow phone. It shows as soon
 * as it has arrived.
 */
const ContactForm = lazy(async () => ({ default: (await import("./contact-form.tsx")).ContactForm }));

export function ContactFormLater() {
  return (
    <Suspense fallback={null}>
      <ContactForm />
    </Suspense>
  );
}
