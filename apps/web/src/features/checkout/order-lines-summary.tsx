import { Divider, Stack, Typography } from "@mui/material";
import { formatRs } from "@shop/shared/money";
import type { CartLine } from "../../lib/cart-store.ts";
import { cartTotal } from "../../lib/cart-total.ts";
import type { DeliveryQuote } from "./delivery-quote.ts";

/**
 * The cart lines with price × quantity, the delivery charge of a home delivery to a listed area
 * as its own line, and the total with it, as both checkout steps show them.
 */
export function OrderLinesSummary({ lines, quote }: { lines: CartLine[]; quote: DeliveryQuote }) {
  return (
    <Stack spacing={1.5}>
      {lines.map((line) => (
        <Stack key={line.id} direction="row" spacing={2} sx={{ justifyContent: "space-between" }}>
          <div>
            <Typography sx={{ fontWeight: 500 }}>{line.name}</Typography>
            <Typography variant="body2" color="textSecondary">
              {formatRs(line.price)} × {line.orderedQuantity}
            </Typography>
          </div>
          <Typography sx={{ whiteSpace: "nowrap" }}>{formatRs(cartTotal([line]))}</Typography>
        </Stack>
      ))}
      {quote.area && (
        <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between" }}>
          <Typography>Delivery to {quote.area.name}</Typography>
          <Typography sx={{ whiteSpace: "nowrap" }} data-testid="checkout-delivery">
            {quote.charge === 0 ? "Free" : formatRs(quote.charge)}
          </Typography>
        </Stack>
      )}
      <Divider />
      <Stack direction="row" sx={{ justifyContent: "space-between" }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="checkout-total">
          {formatRs(quote.total)}
        </Typography>
      </Stack>
    </Stack>
  );
}
