import type { Order } from "@shop/shared/orders";
import { laterPart } from "../../lib/later-part.tsx";

/**
 * The order details modal (order-details-modal.tsx) for the plain order history: its code, MUI's
 * dialog and theme among it, is not part of the profile's first download (lib/later-part.tsx).
 */
const OrderDetailsModal = laterPart(
  async () => (await import("./order-details-modal.tsx")).ThemedOrderDetailsModal,
);

export function OrderDetailsLater(props: { order: Order | null; onClose: () => void }) {
  return <OrderDetailsModal needed={props.order !== null} {...props} />;
}
