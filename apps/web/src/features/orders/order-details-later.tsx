import type { Order } from "@shop/shared/orders";
import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstInteraction } from "../../lib/idle.ts";

/**
 * The order details modal (order-details-modal.tsx) for the plain order history: its code, MUI's
 * dialog and theme among it, loads only when a shopper first opens an order, not with the
 * profile. It is fetched at the shopper's first touch, click or key on the page, so a first View
 * rarely waits for it. Once loaded it stays mounted, so it closes with its animation, gives the
 * focus back to the View button, and opens again at once.
 */
const loadModal = () => import("./order-details-modal.tsx");
const OrderDetailsModal = lazy(async () => ({ default: (await loadModal()).ThemedOrderDetailsModal }));

export function OrderDetailsLater(props: { order: Order | null; onClose: () => void }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstInteraction(() => void loadModal().catch(() => undefined), { afterLink: true }), []);
  if (props.order !== null && !wanted) setWanted(true);
  if (!wanted && props.order === null) return null;
  return (
    <Suspense fallback={null}>
      <OrderDetailsModal {...props} />
    </Suspense>
  );
}
