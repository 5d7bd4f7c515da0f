import { ShieldCheck, Trash2 } from "lucide-react";
import { ResponsiveTable, type TableColumn } from "@/components/ui/responsive-table";
import type { AdminUser } from "@/features/admin/api/admin-types";
import { RoleBadge, RowAction, RowActions, UserEmail, UserName } from "./user-cells";

type SellersTableProps = {
  sellers: AdminUser[];
  /** Users with an action running: their buttons are disabled meanwhile. */
  busyIds: string[];
  onVerify: (seller: AdminUser) => void;
  onDelete: (seller: AdminUser) => void;
};

/** Every seller, with the verified tick; presentational, so it renders from props alone. */
export function SellersTable(props: SellersTableProps) {
  const columns: TableColumn<AdminUser>[] = [
    { header: "Name", isCardTitle: true, cell: (user) => <UserName user={user} showTick /> },
    { header: "Email", cell: (user) => <UserEmail email={user.email} /> },
    { header: "Role", cell: (user) => <RoleBadge role={user.role} /> },
    {
      header: "Verify/Delete",
      cell: (user) => {
        const isBusy = props.busyIds.includes(user._id);
        return (
          <RowActions>
            {user.verified ? null : (
              <RowAction
                label="Verify"
                ariaLabel={`Verify ${user.name}`}
                icon={<ShieldCheck className="size-4" aria-hidden="true" />}
                tone="primary"
                isBusy={isBusy}
                onClick={() => props.onVerify(user)}
              />
            )}
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
      caption="All sellers"
      columns={columns}
      rows={props.sellers}
      rowKey={(user) => user._id}
    />
  );
}
