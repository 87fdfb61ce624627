import {
  Alert,
  Button,
  CircularProgress,
  Stack,
  TableCell,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { formatRs } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { useState } from "react";
import { CardList } from "../../lib/card-list.tsx";
import { OrderStatusChip } from "../../lib/order-status-chip.tsx";
import { useSession } from "../../lib/session-store.ts";
import { ShopDate } from "../../lib/shop-date.tsx";
import { type Column, OutlinedTable } from "../../lib/table-parts.tsx";
import { tokenUserId } from "../../lib/token-claims.ts";
import { OrderDetailsModal } from "./order-details-modal.tsx";
import { useMyOrders } from "./orders-api.ts";

const COLUMNS: readonly Column[] = [
  "S.N",
  "Item",
  { label: "Amount", align: "right" },
  "Date",
  "Status",
  { label: "Action", align: "center" },
];

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
        <OutlinedTable
          label="My Order History"
          columns={COLUMNS}
          emptyText={orders.data.length === 0 ? "No order history available" : null}
          sx={{ "& td, & th": { px: { xs: 1, sm: 2 } } }}
        >
          {orders.data.map((order) => (
            <TableRow key={order.id} data-testid={`order-row-${order.id}`}>
              <TableCell sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>{orderNumber(order.id)}</TableCell>
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
        </OutlinedTable>
      )}
      <OrderDetailsModal order={open} onClose={() => setOpenId(null)} />
    </section>
  );
}

/** The same orders as cards on a phone, where six columns do not fit. */
function OrderCards({ orders, onView }: { orders: Order[]; onView: (id: number) => void }) {
  return (
    <CardList
      items={orders}
      label="My Order History"
      ordered
      empty="No order history available"
      cardProps={(order) => ({ "data-testid": `order-row-${order.id}` })}
    >
      {(order) => (
        <>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
            <Typography sx={{ fontWeight: 700 }}>Order {orderNumber(order.id)}</Typography>
            <OrderStatusChip order={order} />
          </Stack>
          <Typography variant="body2" color="textSecondary">
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
        </>
      )}
    </CardList>
  );
}
