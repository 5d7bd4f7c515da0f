import type { Role } from "@bechedaw/shared";
import { ConfirmDialog } from "@/components/ui/modal";
import type { AdminUser } from "@/features/admin/api/admin-types";
import { USER_LISTS, type UserAction } from "./user-lists";

function dialogText(role: Role, action: UserAction, user: AdminUser) {
  const who = `${user.name} (${user.email})`;
  switch (action) {
    case "verify":
      return {
        title: "Verify this seller?",
        message: `${who} gets the green verified tick on every phone they list. A verified seller stays verified.`,
        confirmLabel: "Verify",
        tone: "primary",
      } as const;
    case "makeAdmin":
      return {
        title: "Make this user an admin?",
        message: `${who} will be able to verify sellers, delete users and handle reported products, and leaves the buyers list.`,
        confirmLabel: "Make Admin",
        tone: "primary",
      } as const;
    case "demote":
      return {
        title: "Remove this admin?",
        message: `${who} becomes a buyer again and can no longer open the admin pages.`,
        confirmLabel: "Remove Admin",
        tone: "primary",
      } as const;
    case "delete":
      return {
        title: "Delete this user?",
        message: `${who} will be removed from BecheDaw, with ${USER_LISTS[role].deletedWith}. This can't be undone.`,
        confirmLabel: "Delete",
        tone: "danger",
      } as const;
  }
}

/** "Are you sure?" before an admin acts on a user from the list of `role`. */
export function UserActionDialog(props: {
  role: Role;
  action: UserAction;
  user: AdminUser;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen
      {...dialogText(props.role, props.action, props.user)}
      isPending={props.isPending}
      onClose={props.onClose}
      onConfirm={props.onConfirm}
    />
  );
}
