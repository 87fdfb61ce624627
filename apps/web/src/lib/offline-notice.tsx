import "./offline-notice.css";
import { PlainAlert } from "./plain-ui.tsx";
import { useOnline } from "./use-online.ts";

/**
 * On a screen that sends something (checkout, sign-in, account pages): says, while there is no
 * connection, that this step needs one and that what was typed stays. The screens keep their
 * fields, so nothing is lost while the phone is offline. Plain elements (MUI's warning Alert's
 * look): the sign-in screens load no MUI.
 */
export function OfflineNotice({ action }: { action: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <PlainAlert severity="warning" role="status" className="offline-notice">
      You are offline. {action} needs a connection: what you have typed stays here, so you can send it when
      you are back online.
    </PlainAlert>
  );
}
