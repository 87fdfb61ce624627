import type { TextInputProps } from "../../lib/field-errors.ts";
import { PlainTextField } from "../../lib/plain-text-field.tsx";

/** The e-mail input of the login, register and forgot-password cards. */
export function EmailField(props: TextInputProps) {
  return (
    <PlainTextField
      label="Email"
      type="email"
      autoComplete="email"
      {...props}
      slotProps={{ htmlInput: { maxLength: 254 } }}
      fullWidth
    />
  );
}
