import { List, ListItem, ListItemText, Typography } from "@mui/material";
import type { Order, OrderEvent } from "@shop/shared/orders";
import { ShopDate } from "./shop-date.tsx";

/** Who did it, as the reader knows them: staff see names; a customer sees "you" or "the shop". */
function who(event: OrderEvent, order: Order, viewer: "customer" | "staff"): string {
  if (!event.actor) return "the shop";
  if (viewer === "staff") return event.actor.fullName;
  return event.actor.id === order.users.id ? "you" : "the shop";
}

function what(event: OrderEvent): string {
  switch (event.kind) {
    case "placed":
      return "Order placed";
    case "status_changed":
      return `${event.to}`;
    case "cancelled":
      return "Cancelled";
    case "cancel_undone":
      return "Cancel undone";
    case "deleted":
      return "Removed";
    case "restored":
      return "Brought back";
  }
}

/** An order's timeline, oldest first, dated in the shop's time (Nepal) with the BS date. */
export function OrderTimeline({ order, viewer }: { order: Order; viewer: "customer" | "staff" }) {
  const events = order.events ?? [];
  if (events.length === 0) return null;
  return (
    <section aria-label="Order timeline">
      <Typography variant="subtitle2" component="h3">
        Timeline
      </Typography>
      <List dense disablePadding>
        {events.map((e, i) => (
          <ListItem
            // Events never change once written; their position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            disableGutters
            sx={{ borderLeft: 2, borderColor: "divider", pl: 1.5, ml: 0.5 }}
          >
            <ListItemText
              primary={`${what(e)}, by ${who(e, order, viewer)}`}
              secondary={<ShopDate iso={e.at} />}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
