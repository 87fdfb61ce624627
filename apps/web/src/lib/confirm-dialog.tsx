import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { type ReactNode, useId } from "react";

interface Props {
  open: boolean;
  title: ReactNode;
  /** The question, as the screen asks it. */
  text: ReactNode;
  /** The confirm button: "Delete", "Reject", "Yes", "Logout"… */
  confirmLabel: string;
  /** The confirm button while `busy` ("Deleting..."); the confirm label by default. */
  busyLabel?: string;
  /** The button that backs out: "Cancel" (the default) or "No". */
  cancelLabel?: string;
  /** A confirm that removes or refuses something is red; one that puts something back is not. */
  tone?: "danger" | "neutral";
  /** The call is on its way: confirm is disabled (and reads `busyLabel`). */
  busy?: boolean;
  /** While busy, backing out is refused too (Cancel disabled, Escape and the backdrop ignored). */
  holdWhileBusy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Every confirmation of the app: a title, the question, a button that backs out and one that
 * confirms. Screens give their own words; the dialog gives the same behaviour everywhere.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busyLabel = confirmLabel,
  cancelLabel = "Cancel",
  tone = "danger",
  busy = false,
  holdWhileBusy = false,
  onConfirm,
  onClose,
}: Props) {
  const id = useId();
  const held = busy && holdWhileBusy;
  return (
    <Dialog
      open={open}
      onClose={held ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={held}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={tone === "danger" ? "error" : "primary"}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The words of a delete (or restore…) confirmation for a named item: 'This will delete <name>',
 * 'You are about to delete <name>. Are you sure?', Delete reading 'Deleting...' while busy.
 * Backing out waits for the call.
 */
export function itemConfirm(itemName: string, verb = "Delete") {
  const lower = verb.toLowerCase();
  return {
    title: `This will ${lower} ${itemName}`,
    text: `You are about to ${lower} ${itemName}. Are you sure?`,
    confirmLabel: verb,
    busyLabel: `${verb.replace(/e$/, "")}ing...`,
    tone: verb === "Delete" ? ("danger" as const) : ("neutral" as const),
    holdWhileBusy: true,
  };
}
