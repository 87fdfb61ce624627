import "./plain-text-field.css";
import {
  type AnimationEvent,
  type ChangeEvent,
  type CSSProperties,
  type FocusEvent,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useCallback,
  useId,
  useRef,
  useState,
} from "react";

type Control = HTMLInputElement | HTMLTextAreaElement;

/** Attributes of the `<input>` or `<textarea>` itself (maxLength, inputMode, readOnly, style…). */
export type HtmlInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "defaultValue" | "onChange" | "onBlur" | "onFocus" | "type" | "id" | "children"
>;

/** What the shopper's forms pass to a text field: the props of lib/text-field.tsx, without `sx`. */
export interface PlainTextFieldProps {
  id?: string;
  label: ReactNode;
  value?: string;
  onChange?(event: ChangeEvent<Control>): void;
  onBlur?(event: FocusEvent<Control>): void;
  onFocus?(event: FocusEvent<Control>): void;
  name?: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** Marks the field (red outline and label, `aria-invalid` on the input). */
  error?: boolean;
  /** The line under the field: its message or its hint. It describes the input to a screen reader. */
  helperText?: ReactNode;
  fullWidth?: boolean;
  size?: "small" | "medium";
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  inputRef?: Ref<Control>;
  /** A class on the field's outer element, for its place in a layout. */
  className?: string;
  slotProps?: {
    htmlInput?: HtmlInputProps;
    /** What sits in the box after the input: a button (the password's eye). */
    input?: { endAdornment?: ReactNode };
    /** `shrink` keeps the label floated, and the notch open with it. */
    inputLabel?: { shrink?: boolean };
  };
}

/** Passes the input element to the field's own ref and to the caller's. */
function useBothRefs(own: { current: Control | null }, theirs: Ref<Control> | undefined) {
  return useCallback(
    (node: Control | null) => {
      own.current = node;
      if (typeof theirs === "function") theirs(node);
      else if (theirs) theirs.current = node;
    },
    [own, theirs],
  );
}

/**
 * The shopper's text input as plain elements: MUI's outlined TextField, drawn by a stylesheet
 * (plain-text-field.css) instead of MUI's components and their style work at run time, so the
 * sign-in screens load no MUI at all. The markup is MUI's own: a label over a box that holds the
 * input and a <fieldset> whose <legend> cuts the notch the floated label sits in, and the line
 * under it.
 *
 * The wiring is TextField's too: the label names the input (`htmlFor`/`id`), the line under it
 * describes it (`aria-describedby`), `aria-invalid` says whether it is marked, and a required
 * field's label ends in MUI's thin-spaced asterisk, hidden from screen readers (the input is
 * `required`). The label floats up while the field has focus, has text, or the browser has
 * filled it in (its autofill starts an animation the field hears, as MUI does).
 */
export function PlainTextField({
  id: idOverride,
  label,
  helperText,
  className,
  fullWidth = false,
  size = "medium",
  required = false,
  disabled = false,
  error = false,
  multiline = false,
  rows,
  minRows,
  maxRows,
  inputRef,
  slotProps = {},
  value,
  onChange,
  onFocus,
  onBlur,
  ...input
}: PlainTextFieldProps) {
  const ownId = useId();
  const id = idOverride ?? ownId;
  // The same ids MUI's TextField gives its label and helper text.
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const withLabel = label != null && label !== "";
  const labelId = withLabel ? `${id}-label` : undefined;
  const { htmlInput, input: box, inputLabel } = slotProps;

  const element = useRef<Control | null>(null);
  const setElement = useBothRefs(element, inputRef);
  const [hasFocus, setHasFocus] = useState(false);
  // An uncontrolled field's text, and the browser's autofill: both float the label.
  const [typed, setTyped] = useState(false);
  const [autofilled, setAutofilled] = useState(false);
  const focused = hasFocus && !disabled;
  const filled = (value === undefined ? typed : value !== "") || autofilled;
  const shrink = inputLabel?.shrink ?? (filled || focused);

  const state = [focused && "ptf-focused", error && "ptf-error", disabled && "ptf-disabled"]
    .filter(Boolean)
    .join(" ");
  const classes = (...names: (string | false | undefined)[]) => [...names, state].filter(Boolean).join(" ");

  const controlProps = {
    ...input,
    id,
    value,
    required,
    disabled,
    ref: setElement,
    "aria-invalid": error,
    "aria-describedby": helperTextId,
    onChange: (event: ChangeEvent<Control>) => {
      if (value === undefined) setTyped(event.target.value !== "");
      onChange?.(event);
    },
    onFocus: (event: FocusEvent<Control>) => {
      setHasFocus(true);
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<Control>) => {
      setHasFocus(false);
      onBlur?.(event);
    },
    onAnimationStart: (event: AnimationEvent<Control>) => {
      if (event.animationName === "ptf-auto-fill") setAutofilled(true);
      else if (event.animationName === "ptf-auto-fill-cancel") setAutofilled(false);
    },
  };

  let control: ReactNode;
  if (!multiline) {
    control = <input {...htmlInput} {...controlProps} className="ptf-input" />;
  } else {
    // `rows` alone: that many lines. Otherwise MUI's TextareaAutosize: at least minRows lines,
    // growing with the text up to maxRows.
    const grows = !(rows && !minRows && !maxRows);
    const lines = rows ?? minRows ?? 1;
    const grow: CSSProperties = {
      minHeight: `calc(${lines} * 1.4375em)`,
      ...(maxRows ? { maxHeight: `calc(${maxRows} * 1.4375em)`, overflow: "auto" } : {}),
      ...htmlInput?.style,
    };
    control = (
      <textarea
        {...(htmlInput as TextareaHTMLAttributes<HTMLTextAreaElement>)}
        {...controlProps}
        rows={lines}
        style={grows ? grow : htmlInput?.style}
        className={grows ? "ptf-input ptf-grow" : "ptf-input"}
      />
    );
  }

  // A click on the box beside the input (its padding) puts the caret in the input, as in MUI.
  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    if (event.currentTarget === event.target) element.current?.focus();
  };

  return (
    <div
      className={["ptf-root", fullWidth && "ptf-full", size === "small" && "ptf-small", className]
        .filter(Boolean)
        .join(" ")}
    >
      {withLabel && (
        <label className={classes("ptf-label")} data-shrink={shrink} htmlFor={id} id={labelId}>
          {label}
          {required && (
            <span aria-hidden="true" className="ptf-asterisk">
              {"\u2009*"}
            </span>
          )}
        </label>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the input inside takes the keys; this only forwards a click on its padding */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the same */}
      <div
        className={classes(
          "ptf-box",
          Boolean(box?.endAdornment) && "ptf-adorned-end",
          multiline && "ptf-multiline",
        )}
        onClick={focusInput}
      >
        {control}
        {box?.endAdornment ? <div className="ptf-adornment">{box.endAdornment}</div> : null}
        <fieldset aria-hidden="true" className="ptf-outline">
          <legend className={withLabel && shrink ? "ptf-legend ptf-notched" : "ptf-legend"}>
            {withLabel ? (
              <span>
                {label}
                {required && "\u2009*"}
              </span>
            ) : (
              <span className="notranslate" aria-hidden="true">
                {"\u200b"}
              </span>
            )}
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperTextId} className={classes("ptf-helper")}>
          {helperText}
        </p>
      )}
    </div>
  );
}
