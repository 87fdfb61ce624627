import "./plain-ui.css";

interface Props {
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
  /** The product's name, for the buttons' and the number's accessible names. */
  name: string;
}

/** A finger-sized target: WCAG 2.5.5 and the platforms' guidance ask for at least 44 px (plain-ui.css's stepper too). */
export const TOUCH_TARGET = 44;

// MUI's Remove and Add icons: the same paths, drawn without MUI's SvgIcon.
const MINUS = "M19 13H5v-2h14z";
const PLUS = "M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z";

/**
 * Minus, the number, plus: the cart's quantity controls and the product page's quantity picker.
 * Each button is at least 44 px square, so a thumb hits the right one on a phone. Plain elements
 * styled by plain-ui.css (`pu-stepper`): it is on a product's first screen.
 */
export function QuantityStepper({ value, min, max, onChange, name }: Props) {
  return (
    <div className="pu-stepper">
      <button
        type="button"
        className="pu-icon-button"
        aria-label={`One less ${name}`}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={MINUS} />
        </svg>
      </button>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the same name and live updates as the MUI stepper it replaced (the journeys find the number by it) */}
      <p className="pu-stepper-value" aria-label={`Quantity of ${name}`} aria-live="polite">
        {value}
      </p>
      <button
        type="button"
        className="pu-icon-button"
        aria-label={`One more ${name}`}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={PLUS} />
        </svg>
      </button>
    </div>
  );
}
