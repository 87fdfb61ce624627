import AssignmentReturnOutlined from "@mui/icons-material/AssignmentReturnOutlined";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from "@mui/material";
import { orderNumber } from "@shop/shared/order-desk";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { failureMessage } from "../../lib/api-errors.ts";
import { BillSheet } from "../../lib/bill-sheet.tsx";
import { billQuery } from "../../lib/bills-api.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { useShopTimeZone } from "../../lib/shop-time-api.ts";
import { CreditNoteDialog } from "./credit-note-dialog.tsx";

/**
 * A bill in the admin area (/admin/bills/:id): the bill as issued, its credit notes, a link to
 * print it, and the return of goods by a credit note.
 */
export function BillDetailPage() {
  const id = Number(useParams().id);
  const bill = useQuery(billQuery(id));
  const zone = useShopTimeZone();
  const [returning, setReturning] = useState(false);
  usePageTitle(bill.data ? `${bill.data.title} ${bill.data.number}` : "Bill");

  if (bill.isPending) return <CircularProgress aria-label="Loading the bill" />;
  if (!bill.data) return <Alert severity="error">{failureMessage(bill.error)}</Alert>;
  const b = bill.data;
  const returnable = b.kind === "bill" && b.lines.some((l) => l.returned < l.quantity);

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          {b.title} {b.number}
        </Typography>
        <Button component={RouterLink} to={`/bill/${b.id}`} startIcon={<PrintOutlined />} variant="outlined">
          Print
        </Button>
        {returnable && (
          <Button
            startIcon={<AssignmentReturnOutlined />}
            variant="contained"
            onClick={() => setReturning(true)}
          >
            Return goods
          </Button>
        )}
      </Stack>
      <Typography sx={{ mb: 1 }}>
        Sale:{" "}
        <Link component={RouterLink} to={`/admin/view-more-details/${b.orderId}`}>
          order {orderNumber(b.orderId)}
        </Link>
        {b.creditsBillId && (
          <>
            {" · Against "}
            <Link component={RouterLink} to={`/admin/bills/${b.creditsBillId}`}>
              bill {b.creditsBillNumber}
            </Link>
          </>
        )}
        {` · Printed ${b.prints} ${b.prints === 1 ? "time" : "times"}`}
      </Typography>
      {b.creditNotes.length > 0 && (
        <Typography sx={{ mb: 2 }}>
          Credit notes:{" "}
          {b.creditNotes.map((c, i) => (
            <span key={c.id}>
              {i > 0 && ", "}
              <Link component={RouterLink} to={`/admin/bills/${c.id}`}>
                {c.number}
              </Link>
            </span>
          ))}
        </Typography>
      )}
      <BillSheet bill={b} format="a4" copy={null} timeZone={zone} />
      {returning && <CreditNoteDialog bill={b} open={returning} onClose={() => setReturning(false)} />}
    </Box>
  );
}
