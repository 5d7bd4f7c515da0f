import type { FastifyPluginAsync } from "fastify";
import { sellersRoutes } from "./sellers.routes";
import { usersAccountRoutes } from "./users.account.routes";
import { adminRoleRoutes } from "./users.admin-role.routes";
import { usersBanRoutes } from "./users.ban.routes";
import { usersEmailRoutes } from "./users.email.routes";
import { userManagementRoutes } from "./users.management.routes";
import { usersRoutes } from "./users.routes";

// Users: sellers' public profiles, one's own account (settings, email, password, deletion), and
// the admins' user operations (verify, make or demote an admin, ban, delete). It comes late in
// MODULE_ORDER because deleting or banning a user reaches their listings and deals; the user
// records themselves are read and changed through modules/auth (decision 007).

/** Every route of users. */
export const usersModule: FastifyPluginAsync = async (app) => {
  await app.register(usersRoutes);
  await app.register(usersEmailRoutes);
  await app.register(sellersRoutes);
  await app.register(userManagementRoutes);
  await app.register(adminRoleRoutes);
  await app.register(usersAccountRoutes);
  await app.register(usersBanRoutes);
};

export { releaseUnconfirmedAddress } from "./users.email.service";
export { AdminAccountConflictError, ensureAdmin } from "./users.service";
