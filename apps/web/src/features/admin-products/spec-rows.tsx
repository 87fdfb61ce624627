import AddIcon from "@mui/icons-material/Add";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { Button, FormHelperText, IconButton, Stack, TextField, Typography } from "@mui/material";
import { MAX_SPECS, type ProductSpec, SPEC_LABEL_MAX, SPEC_VALUE_MAX } from "@shop/shared/products";

/** A row being edited, with a key of its own: a row keeps its fields (and focus) when moved. */
export interface SpecRow extends ProductSpec {
  key: number;
}

let lastKey = 0;
const newRow = (spec: ProductSpec): SpecRow => ({ ...spec, key: ++lastKey });

/** The rows of a product's saved specifications, ready to edit. */
export function specRowsOf(specs: readonly ProductSpec[] | undefined): SpecRow[] {
  return (specs ?? []).map(newRow);
}

/** The rows the form sends: a row left blank on both sides is not a specification. */
export function filledSpecs(rows: SpecRow[]): ProductSpec[] {
  return rows
    .filter((r) => r.label.trim() !== "" || r.value.trim() !== "")
    .map(({ label, value }) => ({ label, value }));
}

interface Props {
  rows: SpecRow[];
  onChange(rows: SpecRow[]): void;
  error?: string | undefined;
}

/**
 * The product's specifications as label and value rows the owner adds, removes and moves up or
 * down; the table on the product page shows them in this order.
 */
export function SpecRows({ rows, onChange, error }: Props) {
  const set = (i: number, part: keyof ProductSpec, text: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [part]: text } : r)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(i, 1);
    if (row) next.splice(i + by, 0, row);
    onChange(next);
  };
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Specifications
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" color="textSecondary">
          None yet: add rows such as RAM: 16 GB or Storage: 512 GB NVMe SSD.
        </Typography>
      )}
      {rows.map((row, i) => (
        <Stack
          key={row.key}
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ alignItems: { sm: "center" } }}
        >
          <TextField
            label={`Label ${i + 1}`}
            value={row.label}
            onChange={(e) => set(i, "label", e.target.value)}
            size="small"
            sx={{ flex: { sm: "0 0 32%" } }}
            slotProps={{ htmlInput: { maxLength: SPEC_LABEL_MAX } }}
          />
          <TextField
            label={`Value ${i + 1}`}
            value={row.value}
            onChange={(e) => set(i, "value", e.target.value)}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: SPEC_VALUE_MAX } }}
          />
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
            <IconButton
              aria-label={`Move specification ${i + 1} up`}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Move specification ${i + 1} down`}
              disabled={i === rows.length - 1}
              onClick={() => move(i, 1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Remove specification ${i + 1}`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <div>
        <Button
          startIcon={<AddIcon />}
          disabled={rows.length >= MAX_SPECS}
          onClick={() => onChange([...rows, newRow({ label: "", value: "" })])}
        >
          Add a specification
        </Button>
      </div>
    </Stack>
  );
}
