import type { MESSAGES as BLOG } from "@/locales/en/blog-index";
import type { MESSAGES as EN } from "@/locales/en";
import type { MESSAGES as ADMIN } from "@/locales/en/admin-index";
import type { MESSAGES as BOOKINGS } from "@/locales/en/bookings-index";
import type { MESSAGES as FIND } from "@/locales/en/find-index";
import type { MESSAGES as DASHBOARD } from "@/locales/en/dashboard-index";
import type { MESSAGES as RESET } from "@/locales/en/reset-index";
import type { MESSAGES as NOTIFICATIONS } from "@/locales/en/notifications-index";
import type { MESSAGES as DEALS } from "@/locales/en/deals-index";

/** A translation of an English catalog: exactly its keys, every one a string. */
export type CatalogOf<T> = { [K in keyof T]: string };

/** Every message id the web app may show; a typo is a type error. */
export type MessageId =
  | keyof typeof EN
  | keyof typeof BLOG
  | keyof typeof ADMIN
  | keyof typeof DASHBOARD
  | keyof typeof BOOKINGS
  | keyof typeof FIND
  | keyof typeof RESET
  | keyof typeof NOTIFICATIONS
  | keyof typeof DEALS;
