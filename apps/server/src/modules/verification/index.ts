import type { FastifyPluginAsync } from "fastify";
import { verificationRoutes } from "./verification.routes";

// Verification (docs/decisions/024-seller-tiers.md): sellers ask for an identity or shop check
// with private photos; admins decide.

/** Sellers' requests and the admins' queue and decisions. */
export { isVerificationPhoto, verificationPhotosInUse } from "./verification.service";

export const verificationModule: FastifyPluginAsync = async (app) => {
  await app.register(verificationRoutes);
};
