import { Autocomplete, Box, Typography } from "@mui/material";
import { areaChargeText, type DeliveryArea, notDeliveredMessage } from "@shop/shared/delivery";
import { formatRs } from "@shop/shared/money";
import { useCompanyContact } from "../../lib/contact-record.ts";
import { TextField } from "../../lib/text-field.tsx";
import type { DeliveryQuote } from "./delivery-quote.ts";

interface Props {
  value: string;
  areas: readonly DeliveryArea[];
  quote: DeliveryQuote;
  onChange(city: string): void;
  /** A message of the form check or the server, shown instead of the charge. */
  error: string | undefined;
}

/**
 * The home delivery's city: offers the areas the shop delivers to as the shopper types, and says
 * what delivery there costs as soon as the city is one of them, or whom to call when it is not.
 */
export function CityField({ value, areas, quote, onChange, error }: Props) {
  const shop = useCompanyContact();
  const typed = value.trim() !== "";
  let hint: string;
  if (quote.area) {
    hint =
      quote.charge === 0
        ? `Delivery to ${quote.area.name} is free for this order.`
        : `Delivery to ${quote.area.name}: ${formatRs(quote.charge)}${quote.area.freeFrom !== null ? ` (free from ${formatRs(quote.area.freeFrom)} of goods)` : ""}.`;
  } else if (typed && quote.known) {
    hint = notDeliveredMessage(value, shop.mobiles[0] ?? "");
  } else {
    hint = "Type your city: we show what delivery costs.";
  }
  return (
    <Autocomplete
      freeSolo
      options={areas.map((a) => a.name)}
      inputValue={value}
      onInputChange={(_event, text) => onChange(text)}
      // Typing filters the areas; the whole list shows when the field is empty.
      renderOption={({ key, ...props }, name) => {
        const area = areas.find((a) => a.name === name);
        return (
          <Box
            component="li"
            key={key}
            {...props}
            sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}
          >
            <span>{name}</span>
            {area && (
              <Typography component="span" variant="body2" color="textSecondary">
                {areaChargeText(area)}
              </Typography>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="City"
          error={Boolean(error) || (typed && quote.known && !quote.area)}
          helperText={error ?? hint}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              autoComplete: "address-level2",
              maxLength: 80,
            },
          }}
        />
      )}
    />
  );
}
