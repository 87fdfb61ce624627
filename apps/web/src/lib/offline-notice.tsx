import { Alert } from "@mui/material";
import { useOnline } from "./use-online.ts";

/**
 * On a screen that sends something (checkout, sign-in, account pages): says, while there is no
 * connection, that this step needs one and that what was typed stays. The screens keep their
 * fields, so nothing is lost while the phone is offline.
 */
export function OfflineNotice({ action }: { action: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      You are offline. {action} needs a connection: what you have typed stays here, so you can send it when
      you are back online.
    </Alert>
  );
}
