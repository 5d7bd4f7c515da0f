import type { Role } from "@bechedaw/shared";
import { ConfirmDialog } from "@/components/ui/modal";
import type { AdminUser } from "@/features/admin/api/admin-types";
import { t } from "@/lib/i18n/i18n";
import { USER_LISTS, type UserAction } from "./user-lists";

function dialogText(role: Role, action: UserAction, user: AdminUser) {
  const who = { name: user.name, email: user.email };
  switch (action) {
    case "verify":
      return {
        title: t("admin.confirm.verifyTitle"),
        message: t("admin.confirm.verifyText", who),
        confirmLabel: t("admin.users.verify"),
        tone: "primary",
      } as const;
    case "makeAdmin":
      return {
        title: t("admin.confirm.makeAdminTitle"),
        message: t("admin.confirm.makeAdminText", who),
        confirmLabel: t("admin.users.makeAdmin"),
        tone: "primary",
      } as const;
    case "demote":
      return {
        title: t("admin.confirm.demoteTitle"),
        message: t("admin.confirm.demoteText", who),
        confirmLabel: t("admin.users.demote"),
        tone: "primary",
      } as const;
    case "delete":
      return {
        title: t("admin.confirm.deleteTitle"),
        message: t(USER_LISTS[role].deleteText, who),
        confirmLabel: t("admin.users.delete"),
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
