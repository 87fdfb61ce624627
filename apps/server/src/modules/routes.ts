import type { FastifyInstance } from "fastify";
import { authRoutes } from "./accounts/auth-routes.ts";
import { healthRoutes } from "./health/health-routes.ts";
import { productRoutes } from "./products/products-routes.ts";
import { softwareRoutes } from "./software/software-routes.ts";

/** Every feature's routes, under /api. Each feature keeps its routes in its own folder. */
export async function registerFeatureRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(productRoutes);
  await app.register(softwareRoutes);
}
