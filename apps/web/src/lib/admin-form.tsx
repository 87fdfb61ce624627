import { Button, Grid, Stack, TextField } from "@mui/material";
import { type FormEvent, type ReactNode, useState } from "react";
import { type FieldErrors, type TextInputProps, useFieldErrors, useFormValues } from "./field-errors.ts";
import { toastSaveError } from "./save-errors.ts";
import { UploadProgress } from "./upload-progress.tsx";

/** The name input of the product and software forms (200 characters, the shared schemas' limit). */
export function NameField(props: TextInputProps) {
  return (
    <TextField label="Name" {...props} required fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
  );
}

/** The price input of the product and software forms: rupees with at most two decimals. */
export function PriceField(props: TextInputProps) {
  return (
    <TextField
      label="Price (Rs)"
      type="number"
      {...props}
      required
      fullWidth
      slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: "decimal" } }}
    />
  );
}

/** The description input of the product and software forms (5000 characters, the schemas' limit). */
export function DescriptionField(props: TextInputProps) {
  return (
    <TextField
      label="Description"
      {...props}
      required
      fullWidth
      multiline
      minRows={3}
      slotProps={{ htmlInput: { maxLength: 5000 } }}
    />
  );
}

/** What the product and software forms are given by their add and update pages. */
export interface UploadFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Sends the form (throws when refused); `onPercent` follows the upload. */
  send(form: FormData, onPercent: (percent: number) => void): Promise<unknown>;
  /** After a save; the form has cleared what it clears by then. */
  onSaved(): void;
  /** The toasts for a server fault (e.g. 'Product Update failed') and for no answer ('Server error'; the first when absent). */
  failedText: string;
  exceptionText?: string;
}

/**
 * Sends a checked upload form: busy and a progress bar while it goes; on success `saved` (the form
 * clears itself) and then the page's `onSaved`; a refusal marks the server's fields and toasts.
 */
export function useUploadSubmit(props: UploadFormProps, errors: FieldErrors) {
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = async (form: FormData, saved: () => void) => {
    setBusy(true);
    setPercent(0);
    try {
      await props.send(form, setPercent);
      saved();
      props.onSaved();
    } catch (error) {
      errors.markFromServer(error);
      toastSaveError(error, props.failedText, props.exceptionText ?? props.failedText);
    } finally {
      setBusy(false);
      setPercent(null);
    }
  };
  // What the form's frame shows: its marks, the button's words and state, the progress bar.
  const frame = { errors, busy, percent, submitLabel: props.submitLabel, busyLabel: props.busyLabel };
  return { frame, upload };
}

/**
 * The state of an upload form (products, software): its values, its marks and its sending.
 * `text(field, hint)` is what a text input of that field takes (value, change handler, mark or hint);
 * `picture(field)` what a PictureInput takes to be marked (its name, mark and refusal).
 */
export function useUploadForm<V extends Record<keyof V, string>>(props: UploadFormProps, initial: V) {
  const errors = useFieldErrors();
  const { values, setValues, text } = useFormValues<V>(initial, errors);
  const { frame, upload } = useUploadSubmit(props, errors);
  const picture = <F extends string>(field: F) => ({
    name: field,
    error: errors.errors[field],
    onProblem: (message: string | null) => errors.setError(field, message),
  });
  return { errors, values, setValues, frame, upload, text, picture };
}

/** The frame of an upload form: its fields in a grid, the upload's progress, and the submit button. */
export function UploadForm(props: {
  errors: FieldErrors;
  onSubmit(event: FormEvent): void;
  maxWidth: number;
  busy: boolean;
  percent: number | null;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      ref={props.errors.formRef}
      noValidate
      onSubmit={props.onSubmit}
      spacing={2}
      sx={{ maxWidth: props.maxWidth }}
    >
      <Grid container spacing={2}>
        {props.children}
      </Grid>
      <UploadProgress percent={props.percent} />
      {/* MUI's large contained button: the plain one (lib/submit-button.tsx) is the shopper's. */}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={props.busy}
        sx={{ alignSelf: "flex-start", minWidth: 140 }}
      >
        {props.busy ? props.busyLabel : props.submitLabel}
      </Button>
    </Stack>
  );
}
