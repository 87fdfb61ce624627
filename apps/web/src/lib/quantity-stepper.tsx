import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/Remove";
import { IconButton, Stack, Typography } from "@mui/material";

interface Props {
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
  /** The product's name, for the buttons' and the number's accessible names. */
  name: string;
}

/** A finger-sized target: WCAG 2.5.5 and the platforms' guidance ask for at least 44 px. */
export const TOUCH_TARGET = 44;

/**
 * Minus, the number, plus: the cart's quantity controls and the product page's quantity picker.
 * Each button is at least 44 px square, so a thumb hits the right one on a phone.
 */
export function QuantityStepper({ value, min, max, onChange, name }: Props) {
  const button = { width: TOUCH_TARGET, height: TOUCH_TARGET } as const;
  return (
    <Stack
      direction="row"
      sx={{ alignItems: "center", border: 1, borderColor: "divider", borderRadius: 99, width: "fit-content" }}
    >
      <IconButton
        aria-label={`One less ${name}`}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        sx={button}
      >
        <RemoveIcon />
      </IconButton>
      <Typography
        aria-label={`Quantity of ${name}`}
        aria-live="polite"
        sx={{ minWidth: 32, textAlign: "center", fontWeight: 600, fontSize: "1.05rem" }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={`One more ${name}`}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        sx={button}
      >
        <AddIcon />
      </IconButton>
    </Stack>
  );
}
