import { useNavigate } from "react-router";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { logout } from "./logout.ts";

/**
 * The logout confirmation ('Confirm Logout', Cancel and Logout), used by the profile and by the
 * admin sidebar. Logout closes it, logs out and goes to the home page; it always clears the stored
 * session, so no one at a shared computer is left signed in.
 */
export function LogoutDialog(props: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const confirm = async () => {
    props.onClose();
    await logout();
    navigate("/");
  };
  return (
    <ConfirmDialog
      open={props.open}
      title="Confirm Logout"
      text="Are you sure you want to log out? "
      confirmLabel="Logout"
      onConfirm={confirm}
      onClose={props.onClose}
    />
  );
}
