import type { FastifyPluginAsync } from "fastify";
import { contactRoutes } from "./contact.routes";

// Contact: the Contact page's messages, emailed to the admins. Other modules use nothing here.

/** Every route of contact. */
export const contactModule: FastifyPluginAsync = async (app) => {
  await app.register(contactRoutes);
};
