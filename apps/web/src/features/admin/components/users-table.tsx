import type { Role } from "@bechedaw/shared";
import { ShieldCheck, ShieldMinus, ShieldPlus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { ResponsiveTable, type TableColumn } from "@/components/ui/responsive-table";
import type { AdminUser } from "@/features/admin/api/admin-types";
import type { MessageId } from "@/lib/i18n/catalog";
import { t } from "@/lib/i18n/i18n";
import { RoleBadge, RowAction, RowActions, UserEmail, UserName } from "./user-cells";
import { USER_LISTS, type UserAction } from "./user-lists";

type UsersTableProps = {
  role: Role;
  users: AdminUser[];
  /** Users with an action running: their buttons are disabled meanwhile. */
  busyIds: string[];
  /** The signed-in admin, whose own row offers nothing (the server refuses it). */
  selfId?: string;
  onAction: (action: UserAction, user: AdminUser) => void;
};

const ACTION_BUTTONS: Record<
  UserAction,
  {
    label: MessageId;
    /** Names the action and the user: "Delete {name}". */
    ariaLabel: MessageId;
    icon: ReactNode;
    isDanger?: boolean;
  }
> = {
  verify: {
    label: "admin.users.verify",
    ariaLabel: "admin.users.verifyOf",
    icon: <ShieldCheck className="size-4" aria-hidden="true" />,
  },
  makeAdmin: {
    label: "admin.users.makeAdmin",
    ariaLabel: "admin.users.makeAdminOf",
    icon: <ShieldPlus className="size-4" aria-hidden="true" />,
  },
  demote: {
    label: "admin.users.demote",
    ariaLabel: "admin.users.demoteOf",
    icon: <ShieldMinus className="size-4" aria-hidden="true" />,
  },
  delete: {
    label: "admin.users.delete",
    ariaLabel: "admin.users.deleteOf",
    icon: <Trash2 className="size-4" aria-hidden="true" />,
    isDanger: true,
  },
};

/** Every user of one role with that role's actions; presentational, it renders from props. */
export function UsersTable(props: UsersTableProps) {
  const list = USER_LISTS[props.role];
  const isSeller = props.role === "Seller";
  const actionsCell = (user: AdminUser) => {
    if (user._id === props.selfId) {
      return <span className="text-sm text-base-content/80">{t("admin.users.self")}</span>;
    }
    // A verified seller stays verified: nothing to offer.
    const actions = list.actions.filter((action) => !(action === "verify" && user.verified));
    return (
      <RowActions>
        {actions.map((action) => {
          const button = ACTION_BUTTONS[action];
          return (
            <RowAction
              key={action}
              label={t(button.label)}
              ariaLabel={t(button.ariaLabel, { name: user.name })}
              icon={button.icon}
              tone={button.isDanger ? "danger" : "primary"}
              isBusy={props.busyIds.includes(user._id)}
              onClick={() => props.onAction(action, user)}
            />
          );
        })}
      </RowActions>
    );
  };
  const columns: TableColumn<AdminUser>[] = [
    {
      header: t("admin.users.name"),
      isCardTitle: true,
      cell: (user) => <UserName user={user} showTick={isSeller} />,
    },
    { header: t("admin.users.email"), cell: (user) => <UserEmail email={user.email} /> },
    { header: t("admin.users.role"), cell: (user) => <RoleBadge role={user.role} /> },
    { header: t(list.actionsHeader), cell: actionsCell },
  ];
  return (
    <ResponsiveTable
      caption={t(list.caption)}
      columns={columns}
      rows={props.users}
      rowKey={(user) => user._id}
    />
  );
}
