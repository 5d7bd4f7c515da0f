import type { FastifyPluginAsync } from "fastify";
import { healthRoutes } from "./health.routes";

// Health: whether this server is alive, and whether it is ready to serve (database, photos,
// Redis). Nothing else uses it.

/** `/api/health` and `/api/ready`. */
export const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
