import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";

interface Props {
  open: boolean;
  /** The item's name, which the dialog's texts repeat. */
  itemName: string;
  /** What the confirm button does: "Delete" (the default) or, for example, "Restore". */
  verb?: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * The delete confirmation: 'This will delete <name>', 'You are about to delete <name>.
 * Are you sure?', Delete (reads 'Deleting...' while busy) and Cancel. Other verbs read the same way.
 */
export function ConfirmDialog({ open, itemName, verb = "Delete", busy, onConfirm, onClose }: Props) {
  const lower = verb.toLowerCase();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">
        This will {lower} {itemName}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          You are about to {lower} {itemName}. Are you sure?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={verb === "Delete" ? "error" : "primary"}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? `${verb.replace(/e$/, "")}ing...` : verb}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
