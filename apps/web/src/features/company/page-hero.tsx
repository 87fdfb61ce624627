import "./company.css";
import type { ReactNode } from "react";

/** The coloured title band at the top of the company pages; holds the page's one h1. */
export function PageHero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="co-hero">
      <div className="sh-container">
        <h1 className="co-hero-title">{title}</h1>
        <p className="co-hero-lead">{children}</p>
      </div>
    </div>
  );
}
