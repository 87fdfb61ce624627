import { ToggleButton, ToggleButtonGroup } from "@mui/material";

/**
 * One of a few choices as small toggle buttons, one always chosen (a click on the chosen one keeps
 * it): the register's period, the warranty desk's look-up.
 */
export function ChoiceToggle<T extends string>({
  value,
  onChange,
  choices,
  label,
}: {
  value: T;
  onChange(value: T): void;
  /** Each choice's value and its words. */
  choices: readonly (readonly [T, string])[];
  label: string;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_e, v: T | null) => v && onChange(v)}
      aria-label={label}
    >
      {choices.map(([choice, words]) => (
        <ToggleButton key={choice} value={choice}>
          {words}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
