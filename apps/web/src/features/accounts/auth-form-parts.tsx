import { Button, TextField } from "@mui/material";

/** The full-width submit button of the account cards; its text says what runs while busy. */
export function AuthSubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
      {busy ? busyLabel : label}
    </Button>
  );
}

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
