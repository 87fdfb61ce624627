import {
  Alert,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { formatRs } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { useState } from "react";
import { OrderStatusChip } from "../../lib/order-status-chip.tsx";
import { useSession } from "../../lib/session-store.ts";
import { ShopDate } from "../../lib/shop-date.tsx";
import { tokenUserId } from "../../lib/token-claims.ts";
import { OrderDetailsModal } from "./order-details-modal.tsx";
import { useMyOrders } from "./orders-api.ts";

/** The profile's 'My Order History' table and its order details modal. */
export function OrderHistory() {
  const token = useSession((s) => s.token);
  const customerId = token ? tokenUserId(token) : null;
  const orders = useMyOrders(customerId);
  const [openId, setOpenId] = useState<number | null>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  // The modal shows the order from the list, so it follows the list's reload after a cancel.
  const open = orders.data?.find((o) => o.id === openId) ?? null;

  if (customerId === null) return null;
  return (
    <section aria-labelledby="order-history-title">
      <Typography id="order-history-title" variant="h2" sx={{ mb: 2 }}>
        My Order History
      </Typography>
      {orders.isError && (
        <Alert severity="error">We could not load your orders. Please try again later.</Alert>
      )}
      {orders.isPending && <CircularProgress aria-label="Loading orders" />}
      {orders.data && phone && <OrderCards orders={orders.data} onView={setOpenId} />}
      {orders.data && !phone && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="My Order History" size="small" sx={{ "& td, & th": { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>S.N</TableCell>
                <TableCell>Item</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="center">Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} align="center" sx={{ py: 4 }}>
                    No order history available
                  </TableCell>
                </TableRow>
              )}
              {orders.data.map((order) => (
                <TableRow key={order.id} data-testid={`order-row-${order.id}`}>
                  <TableCell sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                    {orderNumber(order.id)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>{order.products.map((p) => p.name).join(", ")}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {formatRs(order.totalPrice)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 150, fontSize: "0.8rem" }}>
                    <ShopDate iso={order.createdDate} stacked />
                  </TableCell>
                  <TableCell>
                    <OrderStatusChip order={order} />
                  </TableCell>
                  <TableCell align="center">
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setOpenId(order.id)}
                      aria-label={`View order ${orderNumber(order.id)}`}
                    >
                      View
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <OrderDetailsModal order={open} onClose={() => setOpenId(null)} />
    </section>
  );
}

/** The same orders as cards on a phone, where six columns do not fit. */
function OrderCards({ orders, onView }: { orders: Order[]; onView: (id: number) => void }) {
  if (orders.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: "center" }}>
        No order history available
      </Paper>
    );
  }
  return (
    <Stack component="ol" aria-label="My Order History" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {orders.map((order) => (
        <Paper
          component="li"
          variant="outlined"
          key={order.id}
          data-testid={`order-row-${order.id}`}
          sx={{ p: 1.5 }}
        >
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
            <Typography sx={{ fontWeight: 700 }}>Order {orderNumber(order.id)}</Typography>
            <OrderStatusChip order={order} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            <ShopDate iso={order.createdDate} />
          </Typography>
          <Typography sx={{ fontWeight: 500, my: 0.5 }}>
            {order.products.map((p) => p.name).join(", ")}
          </Typography>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
            <Typography sx={{ fontWeight: 700 }}>{formatRs(order.totalPrice)}</Typography>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onView(order.id)}
              aria-label={`View order ${orderNumber(order.id)}`}
            >
              View
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
