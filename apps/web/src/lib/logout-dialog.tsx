import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";

/** SPEC 2.1's logout confirmation, used by the profile and by the admin sidebar. */
export function LogoutDialog(props: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-labelledby="logout-title">
      <DialogTitle id="logout-title">Confirm Logout</DialogTitle>
      <DialogContent>
        <DialogContentText>Are you sure you want to log out? </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={props.onConfirm}>
          Logout
        </Button>
      </DialogActions>
    </Dialog>
  );
}
