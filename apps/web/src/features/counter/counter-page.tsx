import PointOfSaleOutlined from "@mui/icons-material/PointOfSaleOutlined";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { formatRs } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import { useState } from "react";
import { useNavigate } from "react-router";
import { failureMessage } from "../../lib/api-errors.ts";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { NewOrderNotice } from "../../lib/new-order-notice.tsx";
import { useOneAtATime } from "../../lib/one-at-a-time.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { useCompleteSale } from "./counter-api.ts";
import { type Checkout, CounterCheckout, EMPTY_CHECKOUT } from "./counter-checkout.tsx";
import { CounterLines } from "./counter-lines.tsx";
import { CounterSearch } from "./counter-search.tsx";
import { saleOf } from "./sale-input.ts";
import { addPiece, goodsPaisa, removeLine, type SaleLine, setQuantity, setSerial } from "./sale-lines.ts";

/**
 * The counter (/admin/counter): the owner sells to a walk-in buyer with a keyboard and a barcode
 * scanner, or from a phone on the shop floor. Complete sale takes the stock, issues the bill in
 * the same transaction on the server, and opens the receipt to print.
 */
export function CounterPage() {
  usePageTitle("Counter");
  const navigate = useNavigate();
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [checkout, setCheckout] = useState<Checkout>(EMPTY_CHECKOUT);
  const [focusKey, setFocusKey] = useState(0);
  const errors = useFieldErrors();
  const complete = useCompleteSale();
  const oneAtATime = useOneAtATime();
  const goods = goodsPaisa(lines);
  const missingSerials = lines.some((l) => l.serials.some((s) => !s.trim()));

  const add = (product: Product) => {
    const result = addPiece(lines, product);
    if (result.refused) toast(result.refused, "warning");
    setLines(result.lines);
  };

  const submit = () => oneAtATime(completeSale);

  const completeSale = async () => {
    if (lines.length === 0) return toast("Add at least one product to the sale", "warning");
    if (missingSerials) return toast("Scan the serial number of each piece first", "warning");
    try {
      const sale = await complete.mutateAsync(saleOf(lines, checkout));
      setLines([]);
      setCheckout(EMPTY_CHECKOUT);
      errors.reset();
      const change = sale.change ? ` Change: ${formatRs(sale.change)}.` : "";
      toast(`Sale completed: bill ${sale.bill.number}.${change}`, "success");
      navigate(`/bill/${sale.bill.id}?format=receipt&print=1`);
    } catch (error) {
      errors.markFromServer(error);
      toast(failureMessage(error), "error");
    }
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 2 }}>
        <PointOfSaleOutlined />
        <Typography component="h1" variant="h5">
          Counter
        </Typography>
      </Stack>
      <NewOrderNotice />
      <Box
        ref={errors.formRef}
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", md: "minmax(0, 3fr) minmax(280px, 2fr)" },
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <CounterSearch onAdd={add} focusKey={focusKey} />
          <CounterLines
            lines={lines}
            onQuantity={(id, q) => setLines((current) => setQuantity(current, id, q))}
            onRemove={(id) => {
              setLines((current) => removeLine(current, id));
              setFocusKey((n) => n + 1);
            }}
            onSerial={(id, i, serial) => setLines((current) => setSerial(current, id, i, serial))}
            onSerialsDone={() => setFocusKey((n) => n + 1)}
          />
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, alignSelf: "start" }}>
          <CounterCheckout value={checkout} onChange={setCheckout} goods={goods} errors={errors} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            disabled={complete.isPending || lines.length === 0}
          >
            {complete.isPending ? "Completing…" : "Complete sale"}
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}
