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
 * it, so these forms load no MUI (it is in the form-kit chunk every form loads). The owner's
 * upload forms draw MUI's own (lib/admin-form.tsx).
 */
export function SubmitButton({ busy, label, busyLabel, fullWidth = false }: Props) {
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
