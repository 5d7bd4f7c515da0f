import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/modal";
import type { AdminUser } from "@/features/admin/api/admin-types";
import { useAllBuyers, useDeleteBuyer, useMakeAdmin } from "@/features/admin/api/admin-users";
import { pendingIds } from "@/features/admin/api/pending-ids";
import { AdminPage } from "@/features/admin/components/admin-page";
import { BuyersTable } from "@/features/admin/components/buyers-table";
import { UsersListBody } from "@/features/admin/components/users-list-body";

type BuyerDialog = { kind: "admin" | "delete"; user: AdminUser };

export default function AllBuyersPage() {
  const buyers = useAllBuyers();
  const promote = useMakeAdmin();
  const remove = useDeleteBuyer();
  const [dialog, setDialog] = useState<BuyerDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <AdminPage
      title="All Buyers"
      intro="Everyone who signed up to buy phones."
      what="buyers"
      query={buyers}
      dialogs={
        dialog?.kind === "admin" ? (
          <ConfirmDialog
            isOpen
            title="Make this user an admin?"
            message={`${dialog.user.name} (${dialog.user.email}) will be able to verify sellers, delete users and handle reported products, and leaves the buyers list.`}
            confirmLabel="Make Admin"
            tone="primary"
            isPending={promote.isPending}
            onClose={close}
            onConfirm={() => promote.mutate(dialog.user, { onSettled: close })}
          />
        ) : dialog?.kind === "delete" ? (
          <ConfirmDialog
            isOpen
            title="Delete this user?"
            message={`${dialog.user.name} (${dialog.user.email}) will be removed from BecheDaw, with all their bookings. This can't be undone.`}
            confirmLabel="Delete"
            isPending={remove.isPending}
            onClose={close}
            onConfirm={() => remove.mutate(dialog.user, { onSettled: close })}
          />
        ) : null
      }
    >
      {(answer) => (
        <UsersListBody answer={answer} emptyTitle="No buyers yet.">
          {(users) => (
            <BuyersTable
              buyers={users}
              busyIds={pendingIds(promote, remove)}
              onMakeAdmin={(user) => setDialog({ kind: "admin", user })}
              onDelete={(user) => setDialog({ kind: "delete", user })}
            />
          )}
        </UsersListBody>
      )}
    </AdminPage>
  );
}
