import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import { Box, IconButton, Stack, TextField, Typography } from "@mui/material";
import { formatRs } from "@shop/shared/money";
import { QuantityStepper } from "../../lib/quantity-stepper.tsx";
import type { SaleLine } from "./sale-lines.ts";

/**
 * The lines of the sale: each with its stock, − and + (never past the stock), a one-click remove,
 * and for a product that tracks serials one input per piece (a scan's Enter moves to the next).
 */
export function CounterLines({
  lines,
  onQuantity,
  onRemove,
  onSerial,
  onSerialsDone,
}: {
  lines: SaleLine[];
  onQuantity: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
  onSerial: (productId: number, index: number, serial: string) => void;
  onSerialsDone: () => void;
}) {
  if (lines.length === 0)
    return (
      <Typography color="textSecondary" sx={{ py: 3, textAlign: "center" }}>
        No products yet: scan or search one above.
      </Typography>
    );
  return (
    <Stack component="ul" aria-label="Sale lines" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {lines.map((l) => (
        <Box
          component="li"
          key={l.product.id}
          sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5, bgcolor: "background.paper" }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
            <Box sx={{ flex: "1 1 180px", minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{l.product.name}</Typography>
              <Typography variant="body2" color="textSecondary">
                {[l.product.brand, l.product.model].filter(Boolean).join(" ")} · {formatRs(l.product.price)} ·{" "}
                <span data-testid={`stock-${l.product.id}`}>{l.product.quantity} in stock</span>
              </Typography>
            </Box>
            <QuantityStepper
              value={l.quantity}
              min={1}
              max={l.product.quantity}
              onChange={(q) => onQuantity(l.product.id, q)}
              name={l.product.name}
            />
            <Typography sx={{ minWidth: 100, textAlign: "right", fontWeight: 600 }}>
              {formatRs((Math.round(l.product.price * 100) * l.quantity) / 100)}
            </Typography>
            <IconButton aria-label={`Remove ${l.product.name}`} onClick={() => onRemove(l.product.id)}>
              <DeleteOutlined />
            </IconButton>
          </Stack>
          {l.product.tracksSerials && (
            <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mt: 1 }}>
              {l.serials.map((serial, i) => (
                <TextField
                  // biome-ignore lint/suspicious/noArrayIndexKey: one input per piece, in piece order
                  key={i}
                  size="small"
                  label={`Serial ${i + 1} of ${l.product.name}`}
                  value={serial}
                  required
                  onChange={(e) => onSerial(l.product.id, i, e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key !== "Enter") return;
                    e.preventDefault();
                    // A scanner ends with Enter: go to the next empty serial, or back to the search.
                    const inputs = [
                      ...document.querySelectorAll<HTMLInputElement>("input[data-serial-input]"),
                    ];
                    const next = inputs
                      .slice(inputs.indexOf(e.target as HTMLInputElement) + 1)
                      .find((x) => !x.value);
                    if (next) next.focus();
                    else onSerialsDone();
                  }}
                  slotProps={{ htmlInput: { "data-serial-input": "", autoComplete: "off", maxLength: 100 } }}
                  sx={{ width: { xs: "100%", sm: 220 } }}
                />
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
