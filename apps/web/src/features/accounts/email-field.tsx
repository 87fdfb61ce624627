import type { TextInputProps } from "../../lib/field-errors.ts";
import { TextField } from "../../lib/text-field.tsx";

/** The e-mail input of the login, register and forgot-password cards. */
export function EmailField(props: TextInputProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      {...props}
      slotProps={{ htmlInput: { maxLength: 254 } }}
      fullWidth
    />
  );
}
