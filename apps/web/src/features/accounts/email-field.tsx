import { TextField } from "@mui/material";

/** The e-mail input of the login, register and forgot-password cards. */
export function EmailField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: 254 } }}
      fullWidth
    />
  );
}
