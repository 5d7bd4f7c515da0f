import type { Role } from "@bechedaw/shared";
import type { MessageId } from "@/lib/i18n/catalog";

/** What an admin can do to a user from a list. */
export type UserAction = "verify" | "makeAdmin" | "demote" | "delete";

/** The texts of a users page, as message ids (read with `t()` while rendering). */
type UserList = {
  title: MessageId;
  intro: MessageId;
  /** Said while loading, and when loading fails. */
  loading: MessageId;
  failed: MessageId;
  emptyTitle: MessageId;
  /** The table's accessible name. */
  caption: MessageId;
  actionsHeader: MessageId;
  actions: UserAction[];
  /** The delete dialog's text: it says what else goes when such a user is deleted. */
  deleteText: MessageId;
};

/** The admin's three users pages, one per role: buyers, sellers and admins. */
export const USER_LISTS: Record<Role, UserList> = {
  Buyer: {
    title: "admin.buyers.title",
    intro: "admin.buyers.intro",
    loading: "admin.buyers.loading",
    failed: "admin.buyers.failed",
    emptyTitle: "admin.buyers.empty",
    caption: "admin.buyers.caption",
    actionsHeader: "admin.buyers.actions",
    actions: ["makeAdmin", "delete"],
    deleteText: "admin.confirm.deleteText",
  },
  Seller: {
    title: "admin.sellers.title",
    intro: "admin.sellers.intro",
    loading: "admin.sellers.loading",
    failed: "admin.sellers.failed",
    emptyTitle: "admin.sellers.empty",
    caption: "admin.sellers.caption",
    actionsHeader: "admin.sellers.actions",
    actions: ["verify", "delete"],
    deleteText: "admin.confirm.deleteSellerText",
  },
  Admin: {
    title: "admin.admins.title",
    intro: "admin.admins.intro",
    loading: "admin.admins.loading",
    failed: "admin.admins.failed",
    emptyTitle: "admin.admins.empty",
    caption: "admin.admins.caption",
    actionsHeader: "admin.admins.actions",
    actions: ["demote", "delete"],
    deleteText: "admin.confirm.deleteText",
  },
};
