import { Alert, Box, Button, InputAdornment, Link, Paper, Stack, TextField, Typography } from "@mui/material";
import { addRupees, formatRs } from "@shop/shared/money";
import { readDecimalText } from "@shop/shared/number-text";
import type { Order } from "@shop/shared/orders";
import { paymentRefundSchema, REFUND_NOTE_MAX } from "@shop/shared/payment-calls";
import { ORDER_PAYMENT_METHOD_LABELS, refundNotice } from "@shop/shared/payments";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { failureMessage } from "../../lib/api-errors.ts";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { toast } from "../../lib/toast.tsx";
import { useRecordRefund } from "./admin-orders-api.ts";
import { PaymentChip } from "./payment-chip.tsx";

/**
 * The order's money, for the owner: how it is paid and where that stands, what to refund when a
 * paid order was cancelled or rejected, and the form that records a refund made in the gateway's
 * dashboard (the shop cannot send money back through the gateway itself).
 */
export function PaymentSection({ order }: { order: Order }) {
  const { payment } = order;
  const left = addRupees(payment.paidAmount, -payment.refundedAmount);
  const notice = refundNotice(order);
  const [asked, setAsked] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="payment-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
        <Typography id="payment-title" variant="h2" sx={{ fontSize: "1.25rem" }}>
          Payment
        </Typography>
        <PaymentChip order={order} />
      </Stack>
      <Typography>
        {ORDER_PAYMENT_METHOD_LABELS[payment.method]}
        {payment.paidAmount > 0 && `: paid ${formatRs(payment.paidAmount)}`}
        {payment.refundedAmount > 0 && `, refunded ${formatRs(payment.refundedAmount)}`}
      </Typography>
      {payment.gatewayRef && (
        <Typography variant="body2" color="textSecondary">
          Transaction {payment.gatewayRef}
        </Typography>
      )}
      {payment.status === "pending" && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          The online payment is being confirmed with the gateway. Approve the order once it is paid, or once
          the payment has failed.
        </Alert>
      )}
      {notice && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="refund-due">
          {notice} Still to refund: {formatRs(left)}.
        </Alert>
      )}
      {/* Open by itself only when a refund is due: a paid order going ahead rarely needs one. */}
      {left > 0 &&
        (notice || asked ? (
          <RefundForm order={order} left={left} />
        ) : (
          <Button variant="text" sx={{ mt: 1, px: 0 }} onClick={() => setAsked(true)}>
            Record a refund
          </Button>
        ))}
    </Paper>
  );
}

function RefundForm({ order, left }: { order: Order; left: number }) {
  const [amount, setAmount] = useState(String(left));
  const [note, setNote] = useState("");
  const errors = useFieldErrors();
  const record = useRecordRefund(order.id);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const refund = errors.check(paymentRefundSchema, {
      // The shared reader: Number() would take "0x10" as Rs 16 and "1e3" as Rs 1,000.
      amount: readDecimalText(amount),
      note,
    });
    if (!refund) return;
    record.mutate(refund, {
      onSuccess: () => setNote(""),
      onError: (error) => {
        errors.markFromServer(error);
        toast(failureMessage(error), "warning");
      },
    });
  };
  return (
    <Box
      component="form"
      ref={errors.formRef}
      noValidate
      onSubmit={submit}
      sx={{ mt: 2 }}
      aria-label="Record a refund"
    >
      <Typography sx={{ fontWeight: 600, mb: 1 }}>Record a refund made in the gateway's dashboard</Typography>
      {/* A refund is money only: the bill is corrected by its own credit note, from the bill. */}
      {order.bill && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }} data-testid="refund-bill-note">
          This sale has bill {order.bill.number}: for goods brought back, issue its credit note with{" "}
          <Link component={RouterLink} to={`/admin/bills/${order.bill.id}`}>
            Return goods on the bill
          </Link>{" "}
          as well.
        </Typography>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "flex-start" } }}>
        <TextField
          label="Amount refunded"
          size="small"
          {...errors.input("amount", amount, setAmount, `At most ${formatRs(left)}`)}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">Rs</InputAdornment> },
            htmlInput: { inputMode: "decimal" },
          }}
        />
        <TextField
          label="Note"
          size="small"
          {...errors.input(
            "note",
            note,
            setNote,
            `e.g. refunded in ${ORDER_PAYMENT_METHOD_LABELS[order.payment.method]} on 12 Mangsir`,
          )}
          slotProps={{ htmlInput: { maxLength: REFUND_NOTE_MAX } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={record.isPending}>
          {record.isPending ? "Saving..." : "Record refund"}
        </Button>
      </Stack>
    </Box>
  );
}
