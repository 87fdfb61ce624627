import { ANSWERS } from "@shop/shared/api-answers";
import { ROUTES } from "@shop/shared/api-routes";
import { bsDay, shopDay } from "@shop/shared/dates";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope.ts";

/**
 * The shop's time zone and today's date in it, for the pages: they write every date in the
 * shop's time (SHOP_TIMEZONE), whatever the time zone of the browser.
 */
export const shopTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.shopTime.path,
    {
      schema: {
        tags: ["shop"],
        summary: "The shop's time zone, the time now, and today's date in the shop (AD and BS), public",
        response: { 200: ANSWERS.shopTime },
      },
    },
    async () => {
      const timeZone = app.config.SHOP_TIMEZONE;
      const now = new Date();
      return ok({
        timeZone,
        now: now.toISOString(),
        today: shopDay(now, timeZone),
        todayBs: bsDay(now, timeZone),
      });
    },
  );
};
