import type { Role } from "@bechedaw/shared";

/** What an admin can do to a user from a list. */
export type UserAction = "verify" | "makeAdmin" | "demote" | "delete";

type UserList = {
  title: string;
  intro: string;
  /** "buyers", "sellers": said while loading and when loading fails. */
  what: string;
  emptyTitle: string;
  /** The table's accessible name. */
  caption: string;
  actionsHeader: string;
  actions: UserAction[];
  /** What else goes when such a user is deleted. */
  deletedWith: string;
};

/** The admin's three users pages, one per role: buyers, sellers and admins. */
export const USER_LISTS: Record<Role, UserList> = {
  Buyer: {
    title: "All Buyers",
    intro: "Everyone who signed up to buy phones.",
    what: "buyers",
    emptyTitle: "No buyers yet.",
    caption: "All buyers",
    actionsHeader: "Make Admin/Delete",
    actions: ["makeAdmin", "delete"],
    deletedWith: "all their bookings",
  },
  Seller: {
    title: "All Sellers",
    intro: "Verify sellers you trust: their phones then carry the green tick on every list.",
    what: "sellers",
    emptyTitle: "No sellers yet.",
    caption: "All sellers",
    actionsHeader: "Verify/Delete",
    actions: ["verify", "delete"],
    deletedWith: "all their phones, photos and bookings",
  },
  Admin: {
    title: "Admins",
    intro:
      "Everyone who runs BecheDaw. Remove an admin to make them a buyer again; " +
      "you can't remove yourself, and one admin always stays.",
    what: "admins",
    emptyTitle: "No admins yet.",
    caption: "All admins",
    actionsHeader: "Remove Admin/Delete",
    actions: ["demote", "delete"],
    deletedWith: "all their bookings",
  },
};
