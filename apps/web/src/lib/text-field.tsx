import {
  FormControl,
  FormHelperText,
  type InputBaseComponentProps,
  InputLabel,
  type InputLabelProps,
  OutlinedInput,
  type OutlinedInputProps,
} from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";
import { type ChangeEvent, type FocusEvent, type ReactNode, type Ref, useId } from "react";

/** What the shopper's forms pass to a text field: the part of MUI's TextField they use, no select. */
export interface TextFieldProps {
  id?: string;
  label: ReactNode;
  value?: unknown;
  onChange?(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onBlur?(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  name?: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** Marks the field (red outline and label, `aria-invalid` on the input). */
  error?: boolean;
  /** The line under the field: its message or its hint. It describes the input to a screen reader. */
  helperText?: ReactNode;
  fullWidth?: boolean;
  size?: "small" | "medium";
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  sx?: SxProps<Theme>;
  slotProps?: {
    /** Attributes of the `<input>` or `<textarea>` itself (maxLength, inputMode, readOnly…). */
    htmlInput?: InputBaseComponentProps;
    /** Props of the outlined box: adornments, and what an Autocomplete hands its input. */
    input?: Partial<OutlinedInputProps>;
    /** Props of the label: `shrink` keeps it floated, and the notch open with it. */
    inputLabel?: Partial<InputLabelProps>;
  };
}

/**
 * The shopper's text input: MUI's outlined TextField put together from the parts MUI documents it
 * is made of (FormControl, InputLabel, OutlinedInput, FormHelperText). MUI's TextField also
 * imports its Select, and with it the menu, popover, modal, portal, focus trap and transitions,
 * even where no field is a select: about 50 KB of minified script (13 KB brotli) that the login,
 * register, checkout and contact pages fetched for nothing, on a slow phone before the form could
 * show. The owner's screens, which have selects, keep MUI's TextField.
 *
 * The markup and wiring are TextField's own: the label names the input (`htmlFor`/`id`), the line
 * under it describes the input (`aria-describedby`), an error sets `aria-invalid` (InputBase does
 * that from the FormControl), and the outline's notch takes the label's text.
 */
export function TextField({
  id: idOverride,
  label,
  helperText,
  sx,
  fullWidth = false,
  size,
  required = false,
  disabled = false,
  error = false,
  slotProps = {},
  ...input
}: TextFieldProps) {
  const ownId = useId();
  const id = idOverride ?? ownId;
  // The same ids MUI's TextField gives its label and helper text.
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label != null && label !== "" ? `${id}-label` : undefined;
  const { inputLabel, input: box, htmlInput } = slotProps;
  return (
    <FormControl
      // The class MUI's TextField puts on this element: styles and tests that find a field by it still do.
      className="MuiTextField-root"
      variant="outlined"
      fullWidth={fullWidth}
      size={size}
      required={required}
      disabled={disabled}
      error={error}
      sx={sx}
    >
      {labelId && (
        <InputLabel htmlFor={id} id={labelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        id={id}
        aria-describedby={helperTextId}
        // The notch in the outline is as wide as this (hidden) copy of the label's text.
        label={label}
        notched={inputLabel?.shrink}
        fullWidth={fullWidth}
        inputProps={htmlInput}
        {...box}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
