import { telHref, useCompanyContact } from "../lib/contact-record.ts";
import { ICONS, Icon } from "./shell-icons.tsx";

/** The thin contact strip above the header: a call number and the company e-mail. */
export function TopStrip() {
  const contact = useCompanyContact();
  const phone = contact.mobiles[0];
  return (
    <div className="sh-strip">
      <div className="sh-container">
        <div className="sh-strip-row">
          {phone && (
            <a href={telHref(phone)}>
              <Icon d={ICONS.call} />
              <span>Call: {phone}</span>
            </a>
          )}
          <a href={`mailto:${contact.email}`}>
            <Icon d={ICONS.mail} />
            <span className="sh-ellipsis">{contact.email}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
