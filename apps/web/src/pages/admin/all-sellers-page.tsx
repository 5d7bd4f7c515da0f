import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/modal";
import type { AdminUser } from "@/features/admin/api/admin-types";
import { useAllSellers, useDeleteSeller, useVerifySeller } from "@/features/admin/api/admin-users";
import { pendingIds } from "@/features/admin/api/pending-ids";
import { AdminPage } from "@/features/admin/components/admin-page";
import { SellersTable } from "@/features/admin/components/sellers-table";
import { UsersListBody } from "@/features/admin/components/users-list-body";

type SellerDialog = { kind: "verify" | "delete"; user: AdminUser };

export default function AllSellersPage() {
  const sellers = useAllSellers();
  const verify = useVerifySeller();
  const remove = useDeleteSeller();
  const [dialog, setDialog] = useState<SellerDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <AdminPage
      title="All Sellers"
      intro="Verify sellers you trust: their phones then carry the green tick on every list."
      what="sellers"
      query={sellers}
      dialogs={
        dialog?.kind === "verify" ? (
          <ConfirmDialog
            isOpen
            title="Verify this seller?"
            message={`${dialog.user.name} (${dialog.user.email}) gets the green verified tick on every phone they list. A verified seller stays verified.`}
            confirmLabel="Verify"
            tone="primary"
            isPending={verify.isPending}
            onClose={close}
            onConfirm={() => verify.mutate(dialog.user, { onSettled: close })}
          />
        ) : dialog?.kind === "delete" ? (
          <ConfirmDialog
            isOpen
            title="Delete this user?"
            message={`${dialog.user.name} (${dialog.user.email}) will be removed from BecheDaw, with all their phones, photos and bookings. This can't be undone.`}
            confirmLabel="Delete"
            isPending={remove.isPending}
            onClose={close}
            onConfirm={() => remove.mutate(dialog.user, { onSettled: close })}
          />
        ) : null
      }
    >
      {(answer) => (
        <UsersListBody answer={answer} emptyTitle="No sellers yet.">
          {(users) => (
            <SellersTable
              sellers={users}
              busyIds={pendingIds(verify, remove)}
              onVerify={(user) => setDialog({ kind: "verify", user })}
              onDelete={(user) => setDialog({ kind: "delete", user })}
            />
          )}
        </UsersListBody>
      )}
    </AdminPage>
  );
}
