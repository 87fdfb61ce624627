import type { FastifyInstance } from "fastify";
import { authRoutes } from "./accounts/auth-routes.ts";
import { userRoutes } from "./accounts/users-routes.ts";
import { billRoutes } from "./bills/bills-routes.ts";
import { contactRoutes } from "./contact/contact-routes.ts";
import { counterRoutes } from "./counter/counter-routes.ts";
import { dashboardRoutes } from "./dashboard/dashboard-routes.ts";
import { deliveryRoutes } from "./delivery/delivery-routes.ts";
import { healthRoutes } from "./health/health-routes.ts";
import { messageRoutes } from "./messages/messages-routes.ts";
import { orderRoutes } from "./orders/orders-routes.ts";
import { paymentRoutes } from "./payments/payments-routes.ts";
import { pictureRoutes } from "./pictures/pictures-routes.ts";
import { productRoutes } from "./products/products-routes.ts";
import { seoRoutes } from "./seo/seo-routes.ts";
import { shopTimeRoutes } from "./shop-time/shop-time-routes.ts";
import { softwareRoutes } from "./software/software-routes.ts";
import { uploadRoutes } from "./uploads/uploads-routes.ts";
import { warrantyRoutes } from "./warranty/warranty-routes.ts";

/** Every feature's routes, under /api. Each feature keeps its routes in its own folder. */
export async function registerFeatureRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(productRoutes);
  await app.register(orderRoutes);
  await app.register(deliveryRoutes);
  await app.register(paymentRoutes);
  await app.register(dashboardRoutes);
  await app.register(messageRoutes);
  await app.register(contactRoutes);
  await app.register(softwareRoutes);
  await app.register(uploadRoutes);
  await app.register(shopTimeRoutes);
  await app.register(billRoutes);
  await app.register(counterRoutes);
  await app.register(warrantyRoutes);
}

/** The site's own routes outside /api: robots.txt, the sitemap, and the uploaded pictures. */
export async function registerSiteRoutes(app: FastifyInstance): Promise<void> {
  await app.register(seoRoutes);
  // Uploaded pictures live in the database, so every process serves every picture.
  await app.register(pictureRoutes);
}
