import type { FastifyPluginAsync } from "fastify";
import { notificationsRoutes } from "./notifications.routes";

// Notifications (docs/decisions/029-notifications.md): the in-app inbox and the bell's count,
// and which kinds also go by email. Other modules notify inside their own transactions.

/** The inbox's routes and the email switches. */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  await app.register(notificationsRoutes);
};

export { notificationEmail } from "./notifications.emails";
export {
  hasUnreadAbout,
  holdRecipients,
  notify,
  notifyAdmins,
  notifyInApp,
  usersWithEmailOff,
  type Notice,
  type Site,
} from "./notifications.service";
