import type { Role } from "@bechedaw/shared";
import { ShieldCheck, ShieldMinus, ShieldPlus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { ResponsiveTable, type TableColumn } from "@/components/ui/responsive-table";
import type { AdminUser } from "@/features/admin/api/admin-types";
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
  { label: string; ariaLabel: (name: string) => string; icon: ReactNode; isDanger?: boolean }
> = {
  verify: {
    label: "Verify",
    ariaLabel: (name) => `Verify ${name}`,
    icon: <ShieldCheck className="size-4" aria-hidden="true" />,
  },
  makeAdmin: {
    label: "Make Admin",
    ariaLabel: (name) => `Make Admin: ${name}`,
    icon: <ShieldPlus className="size-4" aria-hidden="true" />,
  },
  demote: {
    label: "Remove Admin",
    ariaLabel: (name) => `Remove Admin: ${name}`,
    icon: <ShieldMinus className="size-4" aria-hidden="true" />,
  },
  delete: {
    label: "Delete",
    ariaLabel: (name) => `Delete ${name}`,
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
      return <span className="text-sm text-base-content/80">This is you.</span>;
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
              label={button.label}
              ariaLabel={button.ariaLabel(user.name)}
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
      header: "Name",
      isCardTitle: true,
      cell: (user) => <UserName user={user} showTick={isSeller} />,
    },
    { header: "Email", cell: (user) => <UserEmail email={user.email} /> },
    { header: "Role", cell: (user) => <RoleBadge role={user.role} /> },
    { header: list.actionsHeader, cell: actionsCell },
  ];
  return (
    <ResponsiveTable
      caption={list.caption}
      columns={columns}
      rows={props.users}
      rowKey={(user) => user._id}
    />
  );
}
