import type { NotificationKind } from "@bechedaw/shared";
import { Bell } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { PendingButton } from "@/components/ui/pending-button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useRole } from "@/lib/session";
import { toast } from "@/lib/toast";
import {
  useEmailSwitches,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUpdateEmailSwitches,
} from "@/features/notifications/api/notifications";
import { EmailSwitches } from "@/features/notifications/components/email-switches";
import { NotificationList } from "@/features/notifications/components/notification-list";

/** `/dashboard/notifications`: the list (the bell opens it) and the email switches. */
export default function NotificationsPage() {
  useCatalogPart("notifications");
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const hasUnread = items.some((item) => item.readAt === null);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t("notifications.title")}</h1>
        {hasUnread ? (
          <PendingButton
            className="btn-outline btn-secondary"
            isPending={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: () => toast.success(t("notifications.markedAll")),
              })
            }
          >
            {t("notifications.markAll")}
          </PendingButton>
        ) : null}
      </div>
      {list.isPending ? (
        <Spinner label={t("notifications.loading")} />
      ) : list.isError ? (
        <ErrorState
          title={t("notifications.failed")}
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={t("notifications.empty")}
          icon={<Bell className="size-12" aria-hidden="true" />}
        />
      ) : (
        <div className="space-y-3">
          <NotificationList items={items} onOpen={(item) => markRead.mutate(item._id)} />
          {list.hasNextPage ? (
            <PendingButton
              className="btn-outline w-full"
              isPending={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t("notifications.showMore")}
            </PendingButton>
          ) : null}
        </div>
      )}
      <EmailSettings />
    </div>
  );
}

function EmailSettings() {
  const switches = useEmailSwitches();
  const update = useUpdateEmailSwitches();
  const [pending, setPending] = useState<NotificationKind>();
  const isAdmin = useRole() === "Admin";
  if (switches.isPending) return <Spinner label={t("notifications.email.loading")} />;
  if (switches.isError) {
    return (
      <ErrorState
        title={t("notifications.email.failed")}
        message={errorMessage(switches.error)}
        onRetry={() => void switches.refetch()}
      />
    );
  }
  return (
    <EmailSwitches
      switches={switches.data}
      isAdmin={isAdmin}
      pending={pending}
      onChange={(kind, isOn) => {
        setPending(kind);
        update.mutate(
          { [kind]: isOn },
          {
            onSuccess: () => toast.success(t("notifications.email.saved")),
            onSettled: () => setPending(undefined),
          },
        );
      }}
    />
  );
}
