import { Button, type ButtonProps } from "@mui/material";

interface Props extends Pick<ButtonProps, "fullWidth" | "sx"> {
  busy: boolean;
  label: string;
  /** Shown instead of `label` while the form is being sent (the button is disabled then). */
  busyLabel: string;
}

/** The large submit button of the account and admin forms. */
export function SubmitButton({ busy, label, busyLabel, ...props }: Props) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}
