import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import { formatRs } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import { canToggleCancel } from "@shop/shared/order-lifecycle";
import { lifecycleOf, type Order } from "@shop/shared/orders";
import { type ReactNode, useState } from "react";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../lib/confirm-dialog.tsx";
import { deliveryChargeLine } from "../../lib/delivery-charge.ts";
import { MuiTheme } from "../../lib/mui-theme.tsx";
import { OrderStatusChip } from "../../lib/order-status-chip.tsx";
import { OrderTimeline } from "../../lib/order-timeline.tsx";
import { useToggleCancel } from "../../lib/orders-api.ts";
import { ShopDate, ShopDay } from "../../lib/shop-date.tsx";
import { useMyOrder } from "./orders-api.ts";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between" }}>
      <Typography color="textSecondary">{label}</Typography>
      <Typography component="div" sx={{ fontWeight: 500, textAlign: "right" }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * The order details modal with the cancel / undo-cancel button ('Cancel order' while the order is
 * live, 'Undo cancel' once cancelled) and the order's timeline. The button shows only while the
 * order lifecycle lets a customer use it; the server checks again.
 */
export function OrderDetailsModal({ order: listed, onClose }: { order: Order | null; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  // The list's copy shows at once; the full order (with its timeline) replaces it when loaded.
  const full = useMyOrder(listed?.id ?? null);
  const order = listed && full.data?.id === listed.id ? full.data : listed;
  // After the patch every order view reloads (the list and this order).
  const toggle = useToggleCancel();
  const settle = () => setConfirming(false);

  const canChange = order ? canToggleCancel(lifecycleOf(order), "customer") : false;
  const delivery = order ? deliveryChargeLine(order) : null;
  return (
    <>
      <Dialog
        open={order !== null}
        onClose={onClose}
        fullWidth
        maxWidth="xs"
        aria-labelledby="order-details-title"
      >
        {order && (
          <>
            <DialogTitle id="order-details-title">Order details</DialogTitle>
            <DialogContent>
              <Stack spacing={1}>
                <Row label="Order">{orderNumber(order.id)}</Row>
                <Row label="Date">
                  <ShopDate iso={order.createdDate} stacked />
                </Row>
                <Row label="Status">
                  <OrderStatusChip order={order} />
                </Row>
                {delivery && <Row label={delivery.label}>{delivery.value}</Row>}
                <Row label="Total">{formatRs(order.totalPrice)}</Row>
              </Stack>
              <Divider sx={{ my: 2 }} />
              <Typography variant="subtitle2" component="h3">
                Products
              </Typography>
              <List dense disablePadding aria-label="Ordered products">
                {order.products.map((p) => (
                  <ListItem key={p.id} disableGutters>
                    <ListItemText
                      primary={p.name}
                      secondary={
                        <>
                          {`${formatRs(p.price)} × ${p.orderedQuantity}`}
                          {p.serials.length > 0 && (
                            <Box component="span" sx={{ display: "block" }}>
                              Serial: {p.serials.join(", ")}
                            </Box>
                          )}
                          {p.warrantyEnds && (
                            <Box component="span" sx={{ display: "block" }} data-testid="warranty-ends">
                              Warranty until <ShopDay day={p.warrantyEnds} />
                            </Box>
                          )}
                        </>
                      }
                    />
                    <Typography sx={{ whiteSpace: "nowrap", ml: 1 }}>Qty: {p.orderedQuantity}</Typography>
                  </ListItem>
                ))}
              </List>
              {!canChange && (
                <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                  This order is {order.status}; to change it, please call the shop.
                </Typography>
              )}
              <Divider sx={{ my: 2 }} />
              <OrderTimeline order={order} viewer="customer" />
            </DialogContent>
            <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
              <Button component={RouterLink} to={`/invoice/${order.id}`} startIcon={<ReceiptLongOutlined />}>
                {order.bill ? "Bill" : "Invoice"}
              </Button>
              <Box sx={{ flex: 1 }} />
              {canChange && (
                <Button
                  color={order.canceled ? "primary" : "error"}
                  variant="outlined"
                  disabled={toggle.isPending}
                  onClick={() => setConfirming(true)}
                >
                  {order.canceled ? "Undo cancel" : "Cancel order"}
                </Button>
              )}
              <Button variant="contained" onClick={onClose}>
                Close
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={order?.canceled ? "Undo cancel" : "Cancel order"}
        text={
          order?.canceled
            ? "Are you sure you want to restore this order?"
            : "Are you sure you want to cancel this order?"
        }
        cancelLabel="No"
        confirmLabel="Yes"
        busy={toggle.isPending}
        onConfirm={() =>
          order && toggle.mutate({ id: order.id, canceled: !order.canceled }, { onSettled: settle })
        }
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * The modal with the shop's MUI theme around it: the order history that opens it is drawn without
 * MUI and loads it only when an order is opened (order-details-later.tsx).
 */
export function ThemedOrderDetailsModal(props: { order: Order | null; onClose: () => void }) {
  return (
    <MuiTheme>
      <OrderDetailsModal {...props} />
    </MuiTheme>
  );
}
