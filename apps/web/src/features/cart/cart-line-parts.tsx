import AddIcon from "@mui/icons-material/Add";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import RemoveIcon from "@mui/icons-material/Remove";
import { Box, Chip, IconButton, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { type CartLine, useCart } from "../../lib/cart-store.ts";
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

/** Minus (down to 1) and plus (up to the stock), SPEC 5. */
export function QuantityStepper({ line }: { line: CartLine }) {
  const plus = useCart((s) => s.plus);
  const minus = useCart((s) => s.minus);
  return (
    <Stack
      direction="row"
      sx={{ alignItems: "center", border: 1, borderColor: "divider", borderRadius: 99, width: "fit-content" }}
    >
      <IconButton
        size="small"
        aria-label={`One less ${line.name}`}
        onClick={() => minus(line.id)}
        disabled={line.orderedQuantity <= 1}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        aria-label={`Quantity of ${line.name}`}
        sx={{ minWidth: 28, textAlign: "center", fontWeight: 500 }}
      >
        {line.orderedQuantity}
      </Typography>
      <IconButton
        size="small"
        aria-label={`One more ${line.name}`}
        onClick={() => plus(line.id)}
        disabled={line.orderedQuantity >= line.quantity}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

export function RemoveLineButton({ line }: { line: CartLine }) {
  const remove = useCart((s) => s.remove);
  return (
    <IconButton aria-label={`Remove ${line.name}`} color="error" onClick={() => remove(line.id)}>
      <DeleteOutlinedIcon />
    </IconButton>
  );
}
