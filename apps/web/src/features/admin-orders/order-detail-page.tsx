import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  FormControl,
  InputLabel,
  Link,
  MenuItem,
  Paper,
  Select,
  Stack,
  Typography,
} from "@mui/material";
import { deliveryAddress } from "@shop/shared/address";
import { MSG } from "@shop/shared/messages";
import { formatRs } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import { type AdminOrderStatus, canToggleCancel, isLive, nextStatuses } from "@shop/shared/order-lifecycle";
import { lifecycleOf } from "@shop/shared/orders";
import { ORDER_PAYMENT_METHOD_LABELS } from "@shop/shared/payments";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { failureMessage } from "../../lib/api-errors.ts";
import { ConfirmDialog } from "../../lib/confirm-dialog.tsx";
import { telHref } from "../../lib/contact-record.ts";
import { deliveryChargeLine } from "../../lib/delivery-charge.ts";
import { OrderStatusChip } from "../../lib/order-status-chip.tsx";
import { OrderTimeline } from "../../lib/order-timeline.tsx";
import { useToggleCancel } from "../../lib/orders-api.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { ShopDate } from "../../lib/shop-date.tsx";
import { colors } from "../../lib/theme-colors.ts";
import { toast } from "../../lib/toast.tsx";
import { useDeleteOrder, useOrder, useSetOrderStatus } from "./admin-orders-api.ts";
import { DeleteOrderDialog, orderName } from "./delete-order-dialog.tsx";
import { PaymentChip } from "./payment-chip.tsx";
import { PaymentSection } from "./payment-section.tsx";
import { SerialEntry } from "./serial-entry.tsx";

/** The selector's labels for the statuses the server takes (Reject, Approve, as the owner knows them). */
const LABELS: Record<AdminOrderStatus, string> = {
  Rejected: "Reject",
  Approved: "Approve",
  "On the way": "On the way",
  "Ready for pickup": "Ready for pickup",
  Completed: "Completed",
};

/**
 * Order detail: status, cancel toggle, customer card, products, total and timeline. The selector
 * offers only the moves the order lifecycle allows from where the order is now.
 */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  usePageTitle(`Order ${orderNumber(id)}`);
  const navigate = useNavigate();
  const [choice, setChoice] = useState<AdminOrderStatus | "">("");
  const [confirmReject, setConfirmReject] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);

  const order = useOrder(id);
  const setStatus = useSetOrderStatus(id, () => {
    setConfirmReject(false);
    setChoice("");
  });
  const toggleCancel = useToggleCancel();
  const remove = useDeleteOrder(() => {
    setConfirmDelete(false);
    navigate("/admin/ad-message");
  });

  const confirmStatus = () => {
    if (!choice) {
      toast(MSG.selectStatus, "warning");
      return;
    }
    if (choice === "Rejected") setConfirmReject(true);
    else setStatus.mutate(choice);
  };

  if (order.isPending && order.fetchStatus !== "idle") return <CircularProgress aria-label="Loading order" />;
  if (!order.data) {
    return (
      <Alert severity="error">
        {order.error ? failureMessage(order.error) : `Order ${orderNumber(id)} was not found.`}
      </Alert>
    );
  }
  const o = order.data;
  const phone = o.orderForm.phoneNumber || o.users.phone;
  const delivery = deliveryChargeLine(o);
  const busy = setStatus.isPending || toggleCancel.isPending;
  const moves = nextStatuses(lifecycleOf(o));

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">View More</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
          Current Status
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 2, flexWrap: "wrap" }}>
          <OrderStatusChip order={o} />
          {o.channel === "counter" && <Chip size="small" label="Counter sale" variant="outlined" />}
          <PaymentChip order={o} />
          <Typography variant="body2" color="textSecondary">
            Order {orderNumber(o.id)}, placed <ShopDate iso={o.createdDate} />
          </Typography>
          {o.bill && (
            <Link component={RouterLink} to={`/admin/bills/${o.bill.id}`} data-testid="order-bill">
              Bill {o.bill.number}
            </Link>
          )}
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
          {moves.length > 0 ? (
            <>
              <FormControl size="small" sx={{ minWidth: 180 }}>
                <InputLabel id="status-choice-label">Status</InputLabel>
                <Select
                  labelId="status-choice-label"
                  label="Status"
                  value={choice}
                  onChange={(event) => setChoice(event.target.value as AdminOrderStatus)}
                >
                  {moves.map((status) => (
                    <MenuItem key={status} value={status}>
                      {LABELS[status]}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <Button variant="contained" onClick={confirmStatus} disabled={busy}>
                Confirm
              </Button>
            </>
          ) : (
            <Typography color="textSecondary">
              {o.canceled
                ? "Undo the cancel to change the status."
                : `This order is ${o.status.toLowerCase()}: its status is final.`}
            </Typography>
          )}
          {canToggleCancel(lifecycleOf(o), "staff") && (
            <Button
              variant="outlined"
              color={o.canceled ? "primary" : "warning"}
              // Cancelling asks first; undoing a cancel does not.
              onClick={() =>
                o.canceled ? toggleCancel.mutate({ id: o.id, canceled: false }) : setConfirmCancel(true)
              }
              disabled={busy}
            >
              {o.canceled ? "Undo cancel" : "Cancel order"}
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          <Button component={RouterLink} to={`/invoice/${o.id}`} startIcon={<ReceiptLongOutlined />}>
            {o.bill ? "Bill" : "Invoice"}
          </Button>
          {o.bill ? (
            // A billed sale is never deleted: goods come back by a credit note against its bill.
            <Button component={RouterLink} to={`/admin/bills/${o.bill.id}`}>
              Return goods
            </Button>
          ) : (
            <Button color="error" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          )}
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
          {o.users.fullName}
        </Typography>
        {/* A walk-in buyer at the counter may give no phone: no empty "Phone:" and no empty link then. */}
        {phone && (
          <Typography>
            Phone: <Link href={telHref(phone)}>{phone}</Link>
          </Typography>
        )}
        <Typography>
          {o.orderForm.deliveryType === "home"
            ? `Home delivery: ${deliveryAddress(o.orderForm)}`
            : "Store pickup"}
        </Typography>
        <Typography>Payment: {ORDER_PAYMENT_METHOD_LABELS[o.orderForm.paymentMethod]}</Typography>
        {o.orderForm.note && (
          <Box
            component="section"
            aria-label="Note from the customer"
            sx={{
              mt: 1.5,
              p: 1.5,
              bgcolor: colors.amberPale,
              borderRadius: 1,
              borderLeft: 4,
              borderColor: colors.amber,
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Note from the customer
            </Typography>
            <Typography sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {o.orderForm.note}
            </Typography>
          </Box>
        )}
        <Divider sx={{ my: 2 }} />
        {o.products.length === 0 && <Typography>No Product Available</Typography>}
        <Stack spacing={1.5}>
          {o.products.map((p) => (
            <Stack key={p.id} direction="row" spacing={2} sx={{ alignItems: "center" }}>
              <Box
                component="img"
                src={p.mainFile}
                alt={p.name}
                loading="lazy"
                sx={{ width: 64, height: 64, objectFit: "cover", borderRadius: 1, bgcolor: "grey.100" }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{p.name}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {p.orderedQuantity} pcs
                  {p.serials.length > 0 && ` · S/N ${p.serials.join(", ")}`}
                </Typography>
              </Box>
              <Typography sx={{ whiteSpace: "nowrap" }}>{formatRs(p.price)}</Typography>
            </Stack>
          ))}
        </Stack>
        {delivery && (
          <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between", mt: 1.5 }}>
            <Typography>{delivery.label}</Typography>
            <Typography sx={{ whiteSpace: "nowrap" }} data-testid="detail-delivery">
              {delivery.value}
            </Typography>
          </Stack>
        )}
        <Divider sx={{ my: 2 }} />
        {o.discount > 0 && (
          <Typography>
            Discount: {formatRs(o.discount)}
            {o.discountReason && ` (${o.discountReason})`}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 700 }}>Total is {formatRs(o.totalPrice)}</Typography>
      </Paper>

      {/* Remounted when the order changes, so the inputs start from what was saved. */}
      {(o.bill || isLive(o)) && (
        <SerialEntry key={o.products.map((p) => p.serials.join(",")).join("|")} order={o} />
      )}
      <PaymentSection order={o} />

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <OrderTimeline order={o} viewer="staff" />
      </Paper>

      <ConfirmDialog
        open={confirmReject}
        title="Reject Order"
        text="You are about to Reject. Are you sure?"
        confirmLabel="Reject"
        busy={setStatus.isPending}
        onConfirm={() => setStatus.mutate("Rejected")}
        onClose={() => setConfirmReject(false)}
      />
      <ConfirmDialog
        open={confirmCancel}
        title="Cancel order"
        text="Are you sure you want to cancel this order?"
        cancelLabel="No"
        confirmLabel="Yes"
        busy={toggleCancel.isPending}
        onConfirm={() =>
          toggleCancel.mutate({ id: o.id, canceled: true }, { onSettled: () => setConfirmCancel(false) })
        }
        onClose={() => setConfirmCancel(false)}
      />
      <DeleteOrderDialog
        name={orderName(o)}
        open={confirmDelete}
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate(o.id)}
      />
    </Stack>
  );
}
