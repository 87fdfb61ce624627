import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import { type FormEvent, type ReactNode, useId } from "react";
import type { FieldErrors } from "./field-errors.ts";

interface Props {
  open: boolean;
  title: ReactNode;
  maxWidth: "xs" | "sm";
  /** The save is on its way: Save reads 'Saving...', and the dialog cannot be closed. */
  busy: boolean;
  errors: FieldErrors;
  /** Each time the dialog opens: the fields start from the record again, unmarked. */
  onOpen(): void;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}

/** An admin's small form in a dialog (the contact record, a delivery area): fields, Cancel and Save. */
export function FormDialog({
  open,
  title,
  maxWidth,
  busy,
  errors,
  onOpen,
  onSubmit,
  onClose,
  children,
}: Props) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={`${id}-title`}
      slotProps={{ transition: { onEnter: onOpen } as object }}
    >
      <form ref={errors.formRef} noValidate onSubmit={onSubmit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
