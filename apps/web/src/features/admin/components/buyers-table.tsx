import { ShieldPlus, Trash2 } from "lucide-react";
import { ResponsiveTable, type TableColumn } from "@/components/ui/responsive-table";
import type { AdminUser } from "@/features/admin/api/admin-types";
import { RoleBadge, RowAction, RowActions, UserEmail, UserName } from "./user-cells";

type BuyersTableProps = {
  buyers: AdminUser[];
  /** Users with an action running: their buttons are disabled meanwhile. */
  busyIds: string[];
  onMakeAdmin: (buyer: AdminUser) => void;
  onDelete: (buyer: AdminUser) => void;
};

/** Every buyer; presentational, so it renders from props alone. */
export function BuyersTable(props: BuyersTableProps) {
  const columns: TableColumn<AdminUser>[] = [
    { header: "Name", isCardTitle: true, cell: (user) => <UserName user={user} /> },
    { header: "Email", cell: (user) => <UserEmail email={user.email} /> },
    { header: "Role", cell: (user) => <RoleBadge role={user.role} /> },
    {
      header: "Make Admin/Delete",
      cell: (user) => {
        const isBusy = props.busyIds.includes(user._id);
        return (
          <RowActions>
            <RowAction
              label="Make Admin"
              ariaLabel={`Make Admin: ${user.name}`}
              icon={<ShieldPlus className="size-4" aria-hidden="true" />}
              tone="primary"
              isBusy={isBusy}
              onClick={() => props.onMakeAdmin(user)}
            />
            <RowAction
              label="Delete"
              ariaLabel={`Delete ${user.name}`}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              tone="danger"
              isBusy={isBusy}
              onClick={() => props.onDelete(user)}
            />
          </RowActions>
        );
      },
    },
  ];
  return (
    <ResponsiveTable
      caption="All buyers"
      columns={columns}
      rows={props.buyers}
      rowKey={(user) => user._id}
    />
  );
}
