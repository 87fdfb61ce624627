import { lazy, Suspense } from "react";

/**
 * The contact form at the foot of About us and Privacy policy, loaded apart from its page: its
 * text fields and checks (MUI's form control and outlined input, zod and the shop's rules: about
 * 40 KiB brotli) would otherwise hold back the page's own text on a slow phone. It shows as soon
 * as it has arrived. The pages around it are plain, so the form brings the shop's MUI theme with
 * it: MUI's runtime comes with the form, not in the page's first download.
 */
const ContactForm = lazy(async () => {
  const [{ ContactForm: Form }, { MuiTheme }] = await Promise.all([
    import("./contact-form.tsx"),
    import("../../lib/mui-theme.tsx"),
  ]);
  const Themed = () => (
    <MuiTheme>
      <Form />
    </MuiTheme>
  );
  return { default: Themed };
});

export function ContactFormLater() {
  return (
    <Suspense fallback={null}>
      <ContactForm />
    </Suspense>
  );
}
