import "./company.css";
import { ICONS, Icon } from "../../layouts/shell-icons.tsx";
import { useCompanyContact } from "../../lib/contact-record.ts";

/**
 * When the shop is open, from the owner's contact record (Opening Hours and Time). Plain elements,
 * so it also works where no MUI theme is around it; `className` places it in its surroundings.
 */
export function OpeningHours({ className }: { className?: string }) {
  const { openingHours, time } = useCompanyContact();
  return (
    <div className={className ? `co-hours ${className}` : "co-hours"}>
      <Icon d={ICONS.time} />
      <p data-testid="contact-opening-hours">
        <strong>Opening hours:</strong> {openingHours}
        {time ? ` (${time})` : ""}
      </p>
    </div>
  );
}
