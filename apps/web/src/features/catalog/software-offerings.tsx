import "./catalog-sections.css";
import { formatRs } from "@shop/shared/money";
import type { Software } from "@shop/shared/software";
import { Icon } from "../../layouts/shell-icons.tsx";
import { PlainAlert, Skel } from "../../lib/plain-ui.tsx";
import { MARKETED_TITLES, OPEN_IN_NEW_ICON } from "./our-products.tsx";

interface Props {
  software: Software[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * The software offerings the admin lists (software/get-all) beyond the two of 'Our Products',
 * which already show their entries' price, picture and link. Nothing more to show: no section.
 */
export function SoftwareOfferings({ software, isPending, isError }: Props) {
  if (isPending) return <Skel variant="rounded" height={160} />;
  if (isError)
    return <PlainAlert severity="warning">The software list could not be loaded right now.</PlainAlert>;
  const others = software?.filter((s) => !MARKETED_TITLES.includes(s.name)) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="software-title">
      <h2 id="software-title" className="cs-h2 cs-centred">
        More software
      </h2>
      <div className="cs-grid sw-grid">
        {others.map((s) => (
          <div key={s.id} className="pc">
            <img className="sw-picture" src={s.thumbnailName} alt={s.name} loading="lazy" />
            <div className="cs-content">
              <h3 className="pu-h3">{s.name}</h3>
              <p className="cs-price sw-price">{formatRs(s.price)}</p>
              <p className="cs-text pu-muted">{s.description}</p>
            </div>
            <div className="cs-actions">
              <a
                className="pu-button"
                href={s.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Visit ${s.name} (opens in a new tab)`}
              >
                Visit website
                <Icon d={OPEN_IN_NEW_ICON} />
              </a>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
