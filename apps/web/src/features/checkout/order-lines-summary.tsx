import { Divider, Stack, Typography } from "@mui/material";
import { formatRs } from "@shop/shared/money";
import { type CartLine, cartTotal } from "../../lib/cart-store.ts";

/** The cart lines with price × quantity and the total, as both checkout steps show them. */
export function OrderLinesSummary({ lines }: { lines: CartLine[] }) {
  return (
    <Stack spacing={1.5}>
      {lines.map((line) => (
        <Stack key={line.id} direction="row" spacing={2} sx={{ justifyContent: "space-between" }}>
          <div>
            <Typography sx={{ fontWeight: 500 }}>{line.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatRs(line.price)} × {line.orderedQuantity}
            </Typography>
          </div>
          <Typography sx={{ whiteSpace: "nowrap" }}>{formatRs(cartTotal([line]))}</Typography>
        </Stack>
      ))}
      <Divider />
      <Stack direction="row" sx={{ justifyContent: "space-between" }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="checkout-total">
          {formatRs(cartTotal(lines))}
        </Typography>
      </Stack>
    </Stack>
  );
}
