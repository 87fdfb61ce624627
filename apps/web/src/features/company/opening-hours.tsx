import "./company.css";
import { Icon } from "../../layouts/shell-icons.tsx";
import { useCompanyContact } from "../../lib/contact-record.ts";

// MUI's AccessTimeOutlined icon, the same path.
const CLOCK =
  "M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z";

/**
 * When the shop is open, from the owner's contact record (Opening Hours and Time). Plain elements,
 * so it also works where no MUI theme is around it; `className` places it in its surroundings.
 */
export function OpeningHours({ className }: { className?: string }) {
  const { openingHours, time } = useCompanyContact();
  return (
    <div className={className ? `co-hours ${className}` : "co-hours"}>
      <Icon d={CLOCK} />
      <p data-testid="contact-opening-hours">
        <strong>Opening hours:</strong> {openingHours}
        {time ? ` (${time})` : ""}
      </p>
    </div>
  );
}
