import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import { Box, Chip, IconButton, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { type CartLine, useCart } from "../../lib/cart-store.ts";
import { QuantityStepper as Stepper, TOUCH_TARGET } from "../../lib/quantity-stepper.tsx";
import { lineProblem } from "./cart-line-state.ts";

/** Picture, name and what is wrong with the line, if anything. */
export function LineProduct({ line }: { line: CartLine }) {
  const problem = lineProblem(line);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", minWidth: 0 }}>
      <Box
        component="img"
        src={line.thumbnailName}
        alt=""
        loading="lazy"
        sx={{
          width: 56,
          height: 56,
          objectFit: "cover",
          borderRadius: 1,
          flexShrink: 0,
          bgcolor: "grey.100",
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={RouterLink}
          to={`/singleProduct/${line.id}`}
          sx={{ color: "text.primary", fontWeight: 500, textDecoration: "none", fontSize: 15 }}
        >
          {line.name}
        </Typography>
        {problem && (
          <Chip
            size="small"
            color="error"
            label={problem}
            sx={{ mt: 0.5, display: "flex", width: "fit-content" }}
          />
        )}
      </Box>
    </Stack>
  );
}

/** Minus stops at 1 and plus at the stock on hand; 44 px buttons for a thumb. */
export function QuantityStepper({ line }: { line: CartLine }) {
  const plus = useCart((s) => s.plus);
  const minus = useCart((s) => s.minus);
  return (
    <Stepper
      name={line.name}
      value={line.orderedQuantity}
      min={1}
      max={line.quantity}
      onChange={(value) => (value > line.orderedQuantity ? plus(line.id) : minus(line.id))}
    />
  );
}

export function RemoveLineButton({ line }: { line: CartLine }) {
  const remove = useCart((s) => s.remove);
  return (
    <IconButton
      aria-label={`Remove ${line.name}`}
      color="error"
      onClick={() => remove(line.id)}
      sx={{ width: TOUCH_TARGET, height: TOUCH_TARGET }}
    >
      <DeleteOutlinedIcon />
    </IconButton>
  );
}
