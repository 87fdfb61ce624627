import { TextField } from "@mui/material";
import { useState } from "react";

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
