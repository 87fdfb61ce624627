import { Alert, Box, CircularProgress, Paper, Stack, Typography } from "@mui/material";
import { BILL_PAYMENT_METHOD_LABELS, BILL_PAYMENT_METHODS } from "@shop/shared/bills";
import { formatRs } from "@shop/shared/money";
import { useState } from "react";
import { failureMessage } from "../../lib/api-errors.ts";
import { DayField } from "../../lib/day-field.tsx";
import { useDayClose } from "./bills-api.ts";

/** The day close for any day: bills and credit notes, sales by payment method, cash in the drawer. */
export function DayClosePanel({ today }: { today: string }) {
  // Today until the owner picks a day: the shop's today can arrive after the first render.
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? today;
  const close = useDayClose(date);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="day-close-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2, flexWrap: "wrap", rowGap: 1 }}>
        <Typography id="day-close-title" component="h2" variant="h6" sx={{ flex: 1 }}>
          Day close
        </Typography>
        {/* Cleared, it goes back to today. */}
        <DayField label="Day" value={date} onChange={(day) => setChosen(day ?? null)} />
      </Stack>
      {close.isPending ? (
        <CircularProgress aria-label="Loading the day close" />
      ) : !close.data ? (
        <Alert severity="error">{failureMessage(close.error)}</Alert>
      ) : (
        <Box data-testid="day-close">
          <Typography sx={{ mb: 1 }}>
            {close.data.bills} {close.data.bills === 1 ? "bill" : "bills"}, {close.data.creditNotes}{" "}
            {close.data.creditNotes === 1 ? "credit note" : "credit notes"}: net sales{" "}
            {formatRs(close.data.total)}
          </Typography>
          <Box
            sx={{
              display: "grid",
              gridTemplateColumns: "auto auto",
              columnGap: 3,
              rowGap: 0.5,
              width: "fit-content",
            }}
          >
            {BILL_PAYMENT_METHODS.map((m) => (
              <Box key={m} sx={{ display: "contents" }}>
                <span>{BILL_PAYMENT_METHOD_LABELS[m]}</span>
                <span style={{ textAlign: "right" }}>{formatRs(close.data.byMethod[m])}</span>
              </Box>
            ))}
          </Box>
          <Typography sx={{ mt: 1.5, fontWeight: 700, fontSize: "1.1rem" }} data-testid="cash-in-drawer">
            {/* A day of cash refunds and no cash sales gives money out: said so, not as "Rs -1,45,000". */}
            {close.data.cashInDrawer < 0
              ? `Cash paid out of the drawer: ${formatRs(-close.data.cashInDrawer)}`
              : `Cash that should be in the drawer: ${formatRs(close.data.cashInDrawer)}`}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
