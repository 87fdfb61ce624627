import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useNavigate } from "react-router";
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
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="logout-title">
      <DialogTitle id="logout-title">Confirm Logout</DialogTitle>
      <DialogContent>
        <DialogContentText>Are you sure you want to log out? </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={confirm}>
          Logout
        </Button>
      </DialogActions>
    </Dialog>
  );
}
