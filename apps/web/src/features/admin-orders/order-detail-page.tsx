import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  FormControl,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  Typography,
} from "@mui/material";
import { datePart, type Envelope } from "@shop/shared/api";
import { MSG } from "@shop/shared/messages";
import { formatRs } from "@shop/shared/money";
import type { Order } from "@shop/shared/orders";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { authApi, failureMessage } from "../../lib/api.ts";
import { fetchOrder, orderKeys, toggleCancelOrder } from "../../lib/orders-api.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { DeleteOrderDialog, orderName } from "./delete-order-dialog.tsx";
import { OrderStatusChip } from "./order-status-chip.tsx";

/** The selector's choices: the value the server takes and the label SPEC 2.5 shows. */
const CHOICES = [
  { value: "Rejected", label: "Reject" },
  { value: "Approved", label: "Approve" },
  { value: "On the way", label: "On the way" },
  { value: "Completed", label: "Completed" },
] as const;

/** Order detail (SPEC 2.5): status, cancel toggle, customer card, products and total. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  usePageTitle(`Order #${id}`);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [choice, setChoice] = useState("");
  const [confirmReject, setConfirmReject] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const order = useQuery({
    queryKey: orderKeys.one(id),
    queryFn: () => fetchOrder(id),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
  const refreshed = (updated: Order) => {
    queryClient.setQueryData(orderKeys.one(id), updated);
    queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };

  const setStatus = useMutation({
    mutationFn: async (status: string) =>
      (await authApi.patch<Envelope<Order>>(`/orders/updateStatus/${id}`, undefined, { params: { status } }))
        .data,
    onSuccess: (result) => {
      toast(result.message ?? MSG.statusUpdated, "success");
      setConfirmReject(false);
      setChoice("");
      refreshed(result.data);
    },
    onError: (error) => {
      setConfirmReject(false);
      toast(failureMessage(error), "error");
    },
  });
  const toggleCancel = useMutation({
    mutationFn: () => toggleCancelOrder(id),
    onSuccess: (result) => {
      toast(result.message ?? MSG.orderCancelled, "success");
      refreshed(result.data);
    },
    onError: (error) => toast(failureMessage(error), "error"),
  });
  const remove = useMutation({
    mutationFn: async () => (await authApi.delete<Envelope<null>>(`/orders/delete/${id}`)).data,
    onSuccess: (result) => {
      toast(result.message ?? MSG.orderDeleted, "success");
      setConfirmDelete(false);
      queryClient.invalidateQueries({ queryKey: orderKeys.all });
      navigate("/admin/ad-message");
    },
    onError: (error) => toast(failureMessage(error), "error"),
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
        {order.error ? failureMessage(order.error) : `Order #${id} was not found.`}
      </Alert>
    );
  }
  const o = order.data;
  const busy = setStatus.isPending || toggleCancel.isPending;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">View More</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
          Current Status
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 2, flexWrap: "wrap" }}>
          <OrderStatusChip order={o} />
          <Typography variant="body2" color="text.secondary">
            Order #{o.id}, placed {datePart(o.createdDate)}
          </Typography>
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
          <FormControl size="small" sx={{ minWidth: 180 }}>
            <InputLabel id="status-choice-label">Status</InputLabel>
            <Select
              labelId="status-choice-label"
              label="Status"
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            >
              {CHOICES.map((c) => (
                <MenuItem key={c.value} value={c.value}>
                  {c.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button variant="contained" onClick={confirmStatus} disabled={busy}>
            Confirm
          </Button>
          <Button
            variant="outlined"
            color={o.canceled ? "primary" : "warning"}
            onClick={() => toggleCancel.mutate()}
            disabled={busy}
          >
            {o.canceled ? "Undo cancel" : "Cancel order"}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button color="error" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
          {o.users.fullName}
        </Typography>
        <Typography>Phone: {o.orderForm.phoneNumber || o.users.phone}</Typography>
        <Typography>
          {o.orderForm.deliveryType === "home"
            ? `Home delivery: ${o.orderForm.city}, ${o.orderForm.chowkName}, near ${o.orderForm.famousLandMark}`
            : "Store pickup"}
        </Typography>
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
                <Typography variant="body2" color="text.secondary">
                  {p.orderedQuantity} pcs
                </Typography>
              </Box>
              <Typography sx={{ whiteSpace: "nowrap" }}>{formatRs(p.price)}</Typography>
            </Stack>
          ))}
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Typography sx={{ fontWeight: 700 }}>Total is {formatRs(o.totalPrice)}</Typography>
      </Paper>

      <Dialog open={confirmReject} onClose={() => setConfirmReject(false)} aria-labelledby="reject-title">
        <DialogTitle id="reject-title">Reject Order</DialogTitle>
        <DialogContent>
          <DialogContentText>You are about to Reject. Are you sure?</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmReject(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate("Rejected")}
          >
            Reject
          </Button>
        </DialogActions>
      </Dialog>
      <DeleteOrderDialog
        name={orderName(o)}
        open={confirmDelete}
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate()}
      />
    </Stack>
  );
}
