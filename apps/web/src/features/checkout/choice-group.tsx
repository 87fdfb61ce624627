import type { ReactNode } from "react";

// MUI's RadioButtonUnchecked ring and RadioButtonChecked dot.
const RING =
  "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z";
const DOT =
  "M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z";

interface Props<T extends string> {
  /** The group's label element id; it names the radio group. */
  labelId: string;
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange(value: T): void;
  row?: boolean;
  /** Marks the group (red label, `aria-invalid` on each radio) and shows the message under it. */
  error?: string;
}

/**
 * A labelled group of radios drawn as MUI's FormControl, FormLabel, RadioGroup, FormControlLabel
 * and Radio: the same markup (a <label> per choice around a hidden native radio and MUI's two
 * icons), so the keyboard, the screen reader and the look stay what they were.
 */
export function ChoiceGroup<T extends string>({
  labelId,
  label,
  name,
  value,
  options,
  onChange,
  row = false,
  error,
}: Props<T>) {
  return (
    <div className={error ? "ck-control ck-error" : "ck-control"}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: MUI's FormLabel is a <label>; it names the radiogroup by id */}
      <label id={labelId} className="ck-control-label">
        {label}
      </label>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className={row ? "ck-radio-group ck-radio-group-row" : "ck-radio-group"}
      >
        {options.map((option) => (
          <label key={option.value} className="ck-choice">
            <span className="ck-radio">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? "true" : undefined}
              />
              <span className="ck-radio-icon">
                <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                  <path d={RING} />
                </svg>
                <svg className="ck-radio-dot" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                  <path d={DOT} />
                </svg>
              </span>
            </span>
            <span className="ck-choice-text">{option.label}</span>
          </label>
        ))}
      </div>
      {error && <p className="ck-control-helper">{error}</p>}
    </div>
  );
}
