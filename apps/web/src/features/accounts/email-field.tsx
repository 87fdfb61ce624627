import { TextField } from "@mui/material";

interface Props {
  value: string;
  onChange(value: string): void;
  /** The field's message when it is marked wrong. */
  error?: string | undefined;
}

/** The e-mail input of the login, register and forgot-password cards. */
export function EmailField({ value, onChange, error }: Props) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: 254 } }}
      fullWidth
    />
  );
}
