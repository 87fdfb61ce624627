import { z } from "zod";

/** What waits for the owner: Pending orders and unread messages (the admin sidebar's counts). */
export const waitingSchema = z.object({ pendingOrders: z.number().int(), unreadMessages: z.number().int() });
export type Waiting = z.infer<typeof waitingSchema>;

/** A period's orders still waiting for the shop (Pending): kept out of its sales, shown apart. */
export const pendingFigureSchema = z.object({ orders: z.number().int(), sales: z.number() });
export type PendingFigure = z.infer<typeof pendingFigureSchema>;

/** A product with LOW_STOCK (products.ts) or fewer pieces left. */
export const lowStockItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;
