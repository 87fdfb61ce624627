import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import PhoneOutlined from "@mui/icons-material/PhoneOutlined";
import {
  Box,
  Button,
  IconButton,
  Link,
  Stack,
  TableCell,
  TableRow,
  type Theme,
  Typography,
} from "@mui/material";
import { formatRs } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { Link as RouterLink } from "react-router";
import { CardList } from "../../lib/card-list.tsx";
import { telHref } from "../../lib/contact-record.ts";
import { OrderStatusChip } from "../../lib/order-status-chip.tsx";
import { ShopDate } from "../../lib/shop-date.tsx";
import { type Column, OutlinedTable } from "../../lib/table-parts.tsx";
import { orderName } from "./delete-order-dialog.tsx";
import { PaymentChip } from "./payment-chip.tsx";

/** The list's empty text, kept word for word as the shop has always shown it. */
const EMPTY = "No message Found";

function deliveryOf(order: Order): string {
  if (order.channel === "counter") return "Counter sale";
  return order.orderForm.deliveryType === "home" ? `Delivery: ${order.orderForm.city}` : "Store pickup";
}

/** The bill number under a billed sale's number: the owner finds a sale by either. */
function BillNumber({ order }: { order: Order }) {
  if (!order.bill) return null;
  return (
    <Typography component="div" variant="caption" color="textSecondary" data-testid="desk-bill">
      {order.bill.number}
    </Typography>
  );
}

function DeleteOrderButton({ order, onDelete }: { order: Order; onDelete: (o: Order) => void }) {
  // A billed sale is never deleted (a credit note returns its goods): no button to offer.
  if (order.bill) return null;
  return (
    <IconButton
      size="small"
      color="error"
      aria-label={`Delete ${orderName(order)}`}
      onClick={() => onDelete(order)}
    >
      <DeleteOutlinedIcon fontSize="small" />
    </IconButton>
  );
}

function ViewButton({ order, fullWidth = false }: { order: Order; fullWidth?: boolean }) {
  return (
    <Button
      size="small"
      variant="contained"
      component={RouterLink}
      to={`/admin/view-more-details/${order.id}`}
      fullWidth={fullWidth}
      aria-label={`View order ${orderNumber(order.id)}`}
    >
      View
    </Button>
  );
}

/** Under a total: how much of it is the delivery charge. */
function DeliveryNote({ order }: { order: Order }) {
  if (order.deliveryCharge === 0) return null;
  return (
    <Typography variant="caption" color="textSecondary" sx={{ display: "block", whiteSpace: "normal" }}>
      incl. delivery {formatRs(order.deliveryCharge)}
    </Typography>
  );
}

const COLUMNS: readonly Column[] = [
  "S,N",
  "Name",
  "Address",
  "Phone",
  "Products",
  { label: "Total", align: "right" },
  "Status",
  "Date",
  { label: "Action", align: "center" },
];

/**
 * Nine columns fit a laptop's width (1280 px beside the menu) with narrower cell padding and the
 * address, date and delivery note free to wrap. On a narrower screen the table scrolls sideways,
 * and the Action column stays at its right edge: View is never out of reach.
 */
const FITTING = {
  "& .MuiTableCell-root": { px: 1 },
  "& .MuiTableCell-root:first-of-type": { pl: 2 },
  "& .MuiTableCell-root:last-of-type": {
    pr: 2,
    position: "sticky",
    right: 0,
    bgcolor: "background.paper",
    boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  },
} as const;

/**
 * The desk on a wide screen: the columns S,N, Name, Address, Phone, Products, Date and Action, with the
 * order number, total and status added.
 */
export function OrderTable({ orders, onDelete }: { orders: Order[]; onDelete: (o: Order) => void }) {
  return (
    <OutlinedTable
      label="Orders"
      columns={COLUMNS}
      emptyText={orders.length === 0 ? EMPTY : null}
      sx={FITTING}
    >
      {orders.map((order) => (
        <TableRow key={order.id} data-testid={`admin-order-${order.id}`} hover>
          <TableCell sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
            {orderNumber(order.id)}
            <BillNumber order={order} />
          </TableCell>
          <TableCell sx={{ fontWeight: 500, minWidth: 120 }}>{order.users.fullName}</TableCell>
          <TableCell sx={{ minWidth: 90 }}>{deliveryOf(order)}</TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>{order.orderForm.phoneNumber}</TableCell>
          <TableCell sx={{ minWidth: 140 }}>{order.products.map((p) => p.name).join(", ")}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
            {formatRs(order.totalPrice)}
            <DeliveryNote order={order} />
          </TableCell>
          <TableCell>
            <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
              <OrderStatusChip order={order} />
              <PaymentChip order={order} />
            </Stack>
          </TableCell>
          <TableCell sx={{ minWidth: 110, fontSize: "0.8rem" }}>
            <ShopDate iso={order.createdDate} stacked />
          </TableCell>
          <TableCell align="center">
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: "center" }}>
              <ViewButton order={order} />
              <DeleteOrderButton order={order} onDelete={onDelete} />
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    </OutlinedTable>
  );
}

/** The desk on a phone: one card per order, everything visible without sideways scrolling. */
export function OrderCards({ orders, onDelete }: { orders: Order[]; onDelete: (o: Order) => void }) {
  return (
    <CardList
      items={orders}
      label="Orders"
      empty={EMPTY}
      cardProps={(order) => ({ "data-testid": `admin-order-${order.id}` })}
    >
      {(order) => (
        <>
          <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "center" }}>
            <Typography sx={{ fontWeight: 700 }}>
              {orderNumber(order.id)}
              <BillNumber order={order} />
            </Typography>
            <Stack direction="row" spacing={0.5}>
              <PaymentChip order={order} />
              <OrderStatusChip order={order} />
            </Stack>
          </Stack>
          <Typography sx={{ fontWeight: 500, mt: 0.5 }}>{order.users.fullName}</Typography>
          <Typography variant="body2" color="textSecondary">
            <ShopDate iso={order.createdDate} />
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: "space-between", my: 0.5, flexWrap: "wrap" }}
          >
            <Link
              href={telHref(order.orderForm.phoneNumber)}
              sx={{ display: "inline-flex", gap: 0.5, alignItems: "center" }}
            >
              <PhoneOutlined fontSize="small" aria-hidden />
              {order.orderForm.phoneNumber}
            </Link>
            <Typography variant="body2">{deliveryOf(order)}</Typography>
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
            {order.products.map((p) => p.name).join(", ")}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", mt: 1 }}>
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>{formatRs(order.totalPrice)}</Typography>
              <DeliveryNote order={order} />
            </Box>
            <ViewButton order={order} />
            <DeleteOrderButton order={order} onDelete={onDelete} />
          </Stack>
        </>
      )}
    </CardList>
  );
}
