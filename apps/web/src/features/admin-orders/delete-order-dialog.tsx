import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";

/** The delete confirmation: 'This will delete …', Delete reads 'Deleting...' while busy. */
export function DeleteOrderDialog({
  name,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="delete-order-title">
      <DialogTitle id="delete-order-title">This will delete {name}</DialogTitle>
      <DialogContent>
        <DialogContentText>You are about to delete {name} Are you sure?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? "Deleting..." : "Delete"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** How an order is named in dialogs: its number and its customer. */
export function orderName(order: { id: number; users: { fullName: string } }): string {
  return `order #${order.id} of ${order.users.fullName || "a customer"}`;
}
