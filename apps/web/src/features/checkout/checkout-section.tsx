import type { ReactNode } from "react";

/** A titled card of the checkout screens; the heading names the section for screen readers. */
export function CheckoutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="pu-paper ck-paper" aria-labelledby={id}>
      <h2 id={id} className="ck-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
