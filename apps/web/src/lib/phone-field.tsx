import { phoneDigits, phoneProblem } from "@shop/shared/phone";
import { PlainTextField } from "./plain-text-field.tsx";

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The field's current message, if it is marked. */
  error: string | undefined;
  /** Called on leaving the field with what is wrong with the number (null when nothing is). */
  onProblem(message: string | null): void;
  /** Called when the shopper goes into the field. */
  onFocus?(): void;
  autoComplete?: string;
  /** Shown under the field while it is not marked. */
  hint?: string;
}

/**
 * A Nepali mobile number: digits are taken as typed (a mistyped prefix stays visible to correct,
 * never silently dropped) and the number is judged when the shopper leaves the field. A plain
 * field (lib/plain-text-field.tsx), drawn as MUI's: the register page loads no MUI, and the
 * checkout shows it among its MUI fields unchanged.
 */
export function PhoneField({
  label,
  value,
  onChange,
  error,
  onProblem,
  onFocus,
  autoComplete = "tel-national",
  hint = "Ten digits, starting 98 or 97",
}: Props) {
  return (
    <PlainTextField
      label={label}
      type="tel"
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => {
        onChange(phoneDigits(e.target.value));
        if (error) onProblem(null);
      }}
      onFocus={onFocus}
      onBlur={() => onProblem(phoneProblem(value))}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { inputMode: "numeric" } }}
      fullWidth
    />
  );
}
