import "./plain-ui.css";

interface Props {
  busy: boolean;
  label: string;
  /** Shown instead of `label` while the form is being sent (the button is disabled then). */
  busyLabel: string;
  fullWidth?: boolean;
}

/**
 * The large submit button of the sign-in forms: MUI's contained large Button as plain-ui.css draws
 * it. The admin forms keep lib/submit-button.tsx, MUI's own, inside their MUI layouts.
 */
export function PlainSubmitButton({ busy, label, busyLabel, fullWidth = false }: Props) {
  return (
    <button
      type="submit"
      className={`pu-button pu-button-contained pu-button-large${fullWidth ? " pu-button-full" : ""}`}
      disabled={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
