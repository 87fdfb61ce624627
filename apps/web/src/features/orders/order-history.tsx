import "../../lib/plain-ui.css";
import "./orders.css";
import { formatRs } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { useState } from "react";
import { Spinner } from "../../layouts/page-loading.tsx";
import { PlainCardList } from "../../lib/plain-card-list.tsx";
import { PlainOrderStatusChip } from "../../lib/plain-order-status-chip.tsx";
import { PlainAlert } from "../../lib/plain-ui.tsx";
import { useSession } from "../../lib/session-store.ts";
import { ShopDate } from "../../lib/shop-date.tsx";
import { mediaDown } from "../../lib/theme-tokens.ts";
import { tokenUserId } from "../../lib/token-claims.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { OrderDetailsLater } from "./order-details-later.tsx";
import { useMyOrders } from "./orders-api.ts";

const COLUMNS = [
  { label: "S.N" },
  { label: "Item" },
  { label: "Amount", align: "right" },
  { label: "Date" },
  { label: "Status" },
  { label: "Action", align: "center" },
] as const;

/**
 * The profile's 'My Order History' table and its order details modal. Plain elements (orders.css,
 * the look of MUI's small outlined table); the modal, MUI's dialog, loads when an order is opened.
 */
export function OrderHistory() {
  const token = useSession((s) => s.token);
  const customerId = token ? tokenUserId(token) : null;
  const orders = useMyOrders(customerId);
  const [openId, setOpenId] = useState<number | null>(null);
  const phone = useMediaQuery(mediaDown("sm"));
  // The modal shows the order from the list, so it follows the list's reload after a cancel.
  const open = orders.data?.find((o) => o.id === openId) ?? null;

  if (customerId === null) return null;
  return (
    <section aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="oh-title">
        My Order History
      </h2>
      {orders.isError && (
        <PlainAlert severity="error">We could not load your orders. Please try again later.</PlainAlert>
      )}
      {orders.isPending && <Spinner label="Loading orders" />}
      {orders.data && phone && <OrderCards orders={orders.data} onView={setOpenId} />}
      {orders.data && !phone && (
        <div className="pu-paper pu-table-box">
          <table aria-label="My Order History" className="pu-table pu-table-small oh-table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c.label} scope="col" className={"align" in c ? `pu-cell-${c.align}` : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {orders.data.length === 0 && (
                <tr>
                  <td colSpan={COLUMNS.length} className="pu-cell-center oh-empty">
                    No order history available
                  </td>
                </tr>
              )}
              {orders.data.map((order) => (
                <tr key={order.id} data-testid={`order-row-${order.id}`}>
                  <td className="oh-number">{orderNumber(order.id)}</td>
                  <td className="oh-items">{order.products.map((p) => p.name).join(", ")}</td>
                  <td className="pu-cell-right oh-nowrap">{formatRs(order.totalPrice)}</td>
                  <td className="oh-date">
                    <ShopDate iso={order.createdDate} stacked />
                  </td>
                  <td>
                    <PlainOrderStatusChip order={order} />
                  </td>
                  <td className="pu-cell-center">
                    <button
                      type="button"
                      className="pu-button pu-button-outlined pu-button-small"
                      onClick={() => setOpenId(order.id)}
                      aria-label={`View order ${orderNumber(order.id)}`}
                    >
                      View
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <OrderDetailsLater order={open} onClose={() => setOpenId(null)} />
    </section>
  );
}

/** The same orders as cards on a phone, where six columns do not fit. */
function OrderCards({ orders, onView }: { orders: Order[]; onView: (id: number) => void }) {
  return (
    <PlainCardList
      items={orders}
      label="My Order History"
      ordered
      empty="No order history available"
      cardProps={(order) => ({ "data-testid": `order-row-${order.id}` })}
    >
      {(order) => (
        <>
          <div className="oh-card-row">
            <p className="oh-body oh-strong">Order {orderNumber(order.id)}</p>
            <PlainOrderStatusChip order={order} />
          </div>
          <p className="oh-body2 pu-muted">
            <ShopDate iso={order.createdDate} />
          </p>
          <p className="oh-body oh-card-items">{order.products.map((p) => p.name).join(", ")}</p>
          <div className="oh-card-row">
            <p className="oh-body oh-strong">{formatRs(order.totalPrice)}</p>
            <button
              type="button"
              className="pu-button pu-button-outlined pu-button-small"
              onClick={() => onView(order.id)}
              aria-label={`View order ${orderNumber(order.id)}`}
            >
              View
            </button>
          </div>
        </>
      )}
    </PlainCardList>
  );
}
