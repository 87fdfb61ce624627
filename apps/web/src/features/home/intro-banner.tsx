import "./home.css";
import "../../lib/plain-ui.css";
import { COMPANY, TIMINGS } from "@shop/shared/constants";
import { useEffect, useState } from "react";
import { Spinner } from "../../layouts/page-loading.tsx";

/** MUI's KeyboardDoubleArrowDown icon: the same two paths, drawn without MUI's SvgIcon. */
function DoubleArrowDown() {
  return (
    <svg className="sh-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M18 6.41 16.59 5 12 9.58 7.41 5 6 6.41l6 6z" />
      <path d="m18 13-1.41-1.41L12 16.17l-4.59-4.58L6 13l6 6z" />
    </svg>
  );
}

/**
 * The home page's intro banner: the company name with a loader for 4 s, then a bouncing arrow that
 * points (and jumps) to the 'Who are we?' section below. The name is the page's one h1.
 */
export function IntroBanner({ targetId }: { targetId: string }) {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), TIMINGS.introBannerMs);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="ib">
      <h1 className="ib-name">{COMPANY.name}</h1>
      <p className="ib-lead pu-muted">
        Computer hardware, software and networking in {COMPANY.town} since {COMPANY.founded}
      </p>
      <div className="ib-slot">
        {loading ? (
          <Spinner label="Loading" className="ib-spinner" />
        ) : (
          <a
            className="ib-arrow"
            href={`#${targetId}`}
            aria-label="Scroll to Who are we?"
            onClick={(e) => {
              e.preventDefault();
              document.getElementById(targetId)?.scrollIntoView({ behavior: "smooth" });
            }}
          >
            <DoubleArrowDown />
          </a>
        )}
      </div>
    </div>
  );
}
