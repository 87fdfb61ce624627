import type { Order } from "@shop/shared/orders";
import { lazy, Suspense, useState } from "react";

/**
 * The order details modal (order-details-modal.tsx) for the plain order history: its code, MUI's
 * dialog and theme among it, loads only when a shopper first opens an order, not with the
 * profile. Once loaded it stays mounted, so it closes with its animation, gives the focus back to
 * the View button, and opens again at once.
 */
const OrderDetailsModal = lazy(async () => ({
  default: (await import("./order-details-modal.tsx")).ThemedOrderDetailsModal,
}));

export function OrderDetailsLater(props: { order: Order | null; onClose: () => void }) {
  const [wanted, setWanted] = useState(false);
  if (props.order !== null && !wanted) setWanted(true);
  if (!wanted && props.order === null) return null;
  return (
    <Suspense fallback={null}>
      <OrderDetailsModal {...props} />
    </Suspense>
  );
}
