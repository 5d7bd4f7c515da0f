import type { Role } from "@bechedaw/shared";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useState } from "react";
import type { AdminUser } from "@/features/admin/api/admin-types";
import {
  useDeleteUser,
  useDemoteAdmin,
  useMakeAdmin,
  useUsers,
  useVerifySeller,
} from "@/features/admin/api/admin-users";
import { pendingIds } from "@/features/admin/api/pending-ids";
import { AdminFrame } from "@/features/admin/components/admin-frame";
import { UserActionDialog } from "@/features/admin/components/user-action-dialog";
import { USER_LISTS, type UserAction } from "@/features/admin/components/user-lists";
import { UsersListBody } from "@/features/admin/components/users-list-body";
import { UsersTable } from "@/features/admin/components/users-table";
import { t } from "@/lib/i18n/i18n";
import { useSession } from "@/lib/session";

/** The admin's list of every user of one role, with that role's actions (All Buyers, …). */
export function UsersPage({ role }: { role: Role }) {
  useCatalogPart("admin");
  const list = USER_LISTS[role];
  const users = useUsers(role);
  const { user: self } = useSession();
  const mutations = {
    verify: useVerifySeller(),
    makeAdmin: useMakeAdmin(),
    demote: useDemoteAdmin(),
    delete: useDeleteUser(role),
  };
  const [dialog, setDialog] = useState<{ action: UserAction; user: AdminUser } | null>(null);
  const close = () => setDialog(null);

  return (
    <AdminFrame
      title={t(list.title)}
      intro={t(list.intro)}
      loading={t(list.loading)}
      failed={t(list.failed)}
      query={users}
      dialogs={
        dialog ? (
          <UserActionDialog
            role={role}
            action={dialog.action}
            user={dialog.user}
            isPending={mutations[dialog.action].isPending}
            onClose={close}
            onConfirm={() => mutations[dialog.action].mutate(dialog.user, { onSettled: close })}
          />
        ) : null
      }
    >
      {(answer) => (
        <UsersListBody answer={answer} emptyTitle={t(list.emptyTitle)}>
          {(rows) => (
            <UsersTable
              role={role}
              users={rows}
              busyIds={pendingIds(...Object.values(mutations))}
              selfId={self?.id}
              onAction={(action, user) => setDialog({ action, user })}
            />
          )}
        </UsersListBody>
      )}
    </AdminFrame>
  );
}
