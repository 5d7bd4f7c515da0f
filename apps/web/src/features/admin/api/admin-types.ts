import type { AdminUser } from "@bechedaw/shared";

/** The admin API's answers, as the server's zod schemas describe them. */
export type { AdminUser, ReportedProduct } from "@bechedaw/shared";

/**
 * A users list as the original app's client reads it: a list, or an object with a `message`
 * shown instead of the table. Our server always answers a list.
 */
export type UsersListAnswer = AdminUser[] | { message: string };
