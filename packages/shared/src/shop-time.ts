import { z } from "zod";

/** GET /api/shop/time: the zone every date is written in, and today in it (AD and BS, YYYY-MM-DD). */
export const shopTimeSchema = z.object({
  timeZone: z.string(),
  now: z.string(),
  today: z.string(),
  todayBs: z.string(),
});
export type ShopTime = z.infer<typeof shopTimeSchema>;
