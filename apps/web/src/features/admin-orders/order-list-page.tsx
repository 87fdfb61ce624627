import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import {
  Alert,
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { datePart } from "@shop/shared/api";
import type { Order } from "@shop/shared/orders";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { failureMessage } from "../../lib/api.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { useAllOrders, useDeleteOrder } from "./admin-orders-api.ts";
import { DeleteOrderDialog, orderName } from "./delete-order-dialog.tsx";
import { OrderStatusChip } from "./order-status-chip.tsx";

/** Order list (SPEC 2.5, headed Order Detail): every order, newest first, loaded on open. */
export function OrderListPage() {
  usePageTitle("Order Detail");
  const orders = useAllOrders();
  const [deleting, setDeleting] = useState<Order | null>(null);
  const remove = useDeleteOrder(() => setDeleting(null));

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Order Detail</Typography>
      {orders.isError && <Alert severity="error">{failureMessage(orders.error)}</Alert>}
      {orders.isPending && <CircularProgress aria-label="Loading orders" />}
      {orders.data && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Orders" size="small">
            <TableHead>
              <TableRow>
                <TableCell>S,N</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Address</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Products</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="center">Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} align="center" sx={{ py: 4 }}>
                    No message Found
                  </TableCell>
                </TableRow>
              )}
              {orders.data.map((order, index) => (
                <TableRow key={order.id} data-testid={`admin-order-${order.id}`} hover>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>
                    <Typography sx={{ fontSize: 14, fontWeight: 500 }}>{order.users.fullName}</Typography>
                    <OrderStatusChip order={order} />
                  </TableCell>
                  <TableCell>{order.orderForm.city || "Store pickup"}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{order.orderForm.phoneNumber}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{order.products.map((p) => p.name).join(", ")}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{datePart(order.createdDate)}</TableCell>
                  <TableCell align="center">
                    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "center" }}>
                      <Button
                        size="small"
                        variant="contained"
                        component={RouterLink}
                        to={`/admin/view-more-details/${order.id}`}
                      >
                        View
                      </Button>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={`Delete ${orderName(order)}`}
                        onClick={() => setDeleting(order)}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <DeleteOrderDialog
        name={deleting ? orderName(deleting) : ""}
        open={deleting !== null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Stack>
  );
}
