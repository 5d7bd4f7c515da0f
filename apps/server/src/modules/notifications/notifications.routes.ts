import {
  NEXT_CURSOR_HEADER,
  NOTIFICATIONS_PAGE_SIZE,
  apiErrorSchema,
  emailSwitchesBodySchema,
  emailSwitchesSchema,
  idParamsSchema,
  modifiedResponseSchema,
  notificationListSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, deniedResponses as denied, requireUser } from "../../plugins/auth";
import { scheduleEvery } from "../../schedule";
import {
  READ_KEEP_DAYS,
  countUnread,
  deleteOldReadNotifications,
  findNotifications,
  markAllRead,
  markRead,
} from "./notifications.inbox.service";
import { findEmailSwitches, updateEmailSwitches } from "./notifications.service";

/** The caller's own notifications and email switches (docs/decisions/029-notifications.md). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read notifications are kept READ_KEEP_DAYS after they were read, then forgotten (hourly).
  scheduleEvery(app, 60 * 60 * 1000, () =>
    deleteOldReadNotifications(app.db, new Date(Date.now() - READ_KEEP_DAYS * 86_400_000)),
  );

  app.get("/api/notifications", {
    schema: {
      tags: ["notifications"],
      summary: "The caller's notifications, newest first",
      description: `${NOTIFICATIONS_PAGE_SIZE} a page; the next page's cursor is in ${NEXT_CURSOR_HEADER}.`,
      querystring: notificationsQuerySchema,
      response: { 200: notificationListSchema, 400: apiErrorSchema, ...denied },
    },
    preHandler: requireUser,
    handler: async (request, reply) => {
      const page = await findNotifications(app.db, currentUser(request).id, request.query.cursor);
      if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  });

  app.get("/api/notifications/unread-count", {
    schema: {
      tags: ["notifications"],
      summary: "How many of the caller's notifications are unread (the bell's number)",
      response: { 200: unreadCountSchema, ...denied },
    },
    preHandler: requireUser,
    handler: async (request) => ({ count: await countUnread(app.db, currentUser(request).id) }),
  });

  app.post("/api/notifications/:id/read", {
    schema: {
      tags: ["notifications"],
      summary: "Mark one of the caller's notifications read (modifiedCount 0: it already was)",
      params: idParamsSchema,
      response: { 200: modifiedResponseSchema, ...denied, 404: apiErrorSchema },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const modifiedCount = await markRead(app.db, currentUser(request).id, request.params.id);
      return { acknowledged: true, modifiedCount };
    },
  });

  app.post("/api/notifications/read-all", {
    schema: {
      tags: ["notifications"],
      summary: "Mark every notification of the caller's read",
      response: { 200: modifiedResponseSchema, ...denied },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const modifiedCount = await markAllRead(app.db, currentUser(request).id);
      return { acknowledged: true, modifiedCount };
    },
  });

  app.get("/api/notifications/email", {
    schema: {
      tags: ["notifications"],
      summary: "The caller's email switches: per kind, whether it also comes by email",
      response: { 200: emailSwitchesSchema, ...denied },
    },
    preHandler: requireUser,
    handler: async (request) => findEmailSwitches(app.db, currentUser(request).id),
  });

  app.put("/api/notifications/email", {
    schema: {
      tags: ["notifications"],
      summary: "Turn kinds' emails on or off (only the kinds named change)",
      body: emailSwitchesBodySchema,
      response: { 200: emailSwitchesSchema, 400: apiErrorSchema, ...denied },
    },
    preHandler: requireUser,
    handler: async (request) => updateEmailSwitches(app.db, currentUser(request).id, request.body),
  });
};
