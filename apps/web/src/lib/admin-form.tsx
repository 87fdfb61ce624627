import { Grid, Stack, TextField } from "@mui/material";
import { type FormEvent, type ReactNode, useState } from "react";
import type { FieldErrors } from "./field-errors.ts";
import { toastSaveError } from "./save-errors.ts";
import { SubmitButton } from "./submit-button.tsx";
import { UploadProgress } from "./upload-progress.tsx";

/**
 * The text values of an admin form (products, software), kept as typed so a half-typed number
 * stays; `set(field)` is the change handler of that field's input, and tells `onEdit` (which
 * clears the field's error mark).
 */
export function useFieldValues<V extends Record<keyof V, string>>(
  initial: V,
  onEdit?: (field: keyof V & string) => void,
) {
  const [values, setValues] = useState<V>(initial);
  const set = (field: keyof V & string) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    onEdit?.(field);
  };
  return { values, setValues, set };
}

interface FieldProps {
  value: string;
  onChange(e: { target: { value: string } }): void;
  /** The field's message when it is marked wrong. */
  error?: string | undefined;
}

const marked = (error: string | undefined) => ({ error: Boolean(error), helperText: error });

/** The name input of the product and software forms (200 characters, the shared schemas' limit). */
export function NameField({ value, onChange, error }: FieldProps) {
  return (
    <TextField
      label="Name"
      value={value}
      onChange={onChange}
      {...marked(error)}
      required
      fullWidth
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}

/** The price input of the product and software forms: rupees with at most two decimals. */
export function PriceField({ value, onChange, error }: FieldProps) {
  return (
    <TextField
      label="Price (Rs)"
      type="number"
      value={value}
      onChange={onChange}
      {...marked(error)}
      required
      fullWidth
      slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: "decimal" } }}
    />
  );
}

/** The description input of the product and software forms (5000 characters, the schemas' limit). */
export function DescriptionField({ value, onChange, error }: FieldProps) {
  return (
    <TextField
      label="Description"
      value={value}
      onChange={onChange}
      {...marked(error)}
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
  /** The toasts for a server fault (e.g. 'Product Update failed') and for no answer ('Server error'). */
  failedText: string;
  exceptionText: string;
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
      toastSaveError(error, props.failedText, props.exceptionText);
    } finally {
      setBusy(false);
      setPercent(null);
    }
  };
  // What the form's frame shows: its marks, the button's words and state, the progress bar.
  const frame = { errors, busy, percent, submitLabel: props.submitLabel, busyLabel: props.busyLabel };
  return { frame, upload };
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
      <SubmitButton
        busy={props.busy}
        label={props.submitLabel}
        busyLabel={props.busyLabel}
        sx={{ alignSelf: "flex-start", minWidth: 140 }}
      />
    </Stack>
  );
}
