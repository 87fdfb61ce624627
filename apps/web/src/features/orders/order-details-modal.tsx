import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import { datePart } from "@shop/shared/api";
import { MSG } from "@shop/shared/messages";
import { formatRs } from "@shop/shared/money";
import type { Order } from "@shop/shared/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { failureMessage } from "../../lib/api.ts";
import { orderKeys, toggleCancelOrder } from "../../lib/orders-api.ts";
import { toast } from "../../lib/toast.tsx";
import { StatusText } from "./order-status.tsx";

/** While an order is in these states its owner may cancel it, or undo the cancel (the server decides). */
const CUSTOMER_CAN_CHANGE = new Set(["Pending", "Approved"]);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between" }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div" sx={{ fontWeight: 500 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The order details modal of SPEC 2.4 with the cancel / undo-cancel button (DESIGN 5 labels). */
export function OrderDetailsModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const toggle = useMutation({
    mutationFn: (id: number) => toggleCancelOrder(id),
    onSuccess: (result) => {
      toast(result.message ?? MSG.orderCancelled, "success");
      setConfirming(false);
      // SPEC 4: the order is reloaded after the patch.
      queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => {
      setConfirming(false);
      toast(failureMessage(error), "error");
    },
  });

  const canChange = order ? CUSTOMER_CAN_CHANGE.has(order.status) : false;
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
                <Row label="Date">{datePart(order.createdDate)}</Row>
                <Row label="Status">
                  <StatusText order={order} />
                </Row>
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
                      secondary={`${formatRs(p.price)} × ${p.orderedQuantity}`}
                    />
                    <Typography sx={{ whiteSpace: "nowrap", ml: 1 }}>Qty: {p.orderedQuantity}</Typography>
                  </ListItem>
                ))}
              </List>
              {!canChange && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  This order is {order.status}; to change it, please call the shop.
                </Typography>
              )}
            </DialogContent>
            <DialogActions>
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
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="cancel-confirm-title">
        <DialogTitle id="cancel-confirm-title">
          {order?.canceled ? "Undo cancel" : "Cancel order"}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {order?.canceled
              ? "Are you sure you want to restore this order?"
              : "Are you sure you want to cancel this order?"}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>No</Button>
          <Button
            variant="contained"
            color="error"
            disabled={toggle.isPending}
            onClick={() => order && toggle.mutate(order.id)}
          >
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
