import { Bell } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { t } from "@/lib/i18n/i18n";
import { formatNumber } from "@/lib/i18n/format";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useRefreshNotifications, useUnreadCount } from "../api/notifications";

/** Past this, the badge says "99+". */
const MOST_SHOWN = 99;

/**
 * The top bar's bell for a signed-in user: how many notifications are unread, asked again every
 * few seconds; it opens the list. Loaded lazily, so the home page's first download is without it.
 */
export default function NotificationBell() {
  useCatalogPart("notifications");
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  useRefreshOnNews(count);
  const badge = count > MOST_SHOWN ? `${formatNumber(MOST_SHOWN)}+` : formatNumber(count);
  return (
    <Link
      to="/dashboard/notifications"
      className="btn btn-ghost btn-square relative size-11 md:size-10"
      aria-label={
        count > 0
          ? t("notifications.bell.unread", { count: formatNumber(count) })
          : t("notifications.bell.label")
      }
      data-testid="notification-bell"
    >
      <Bell className="size-6" aria-hidden="true" />
      {count > 0 ? (
        <span
          className="badge badge-primary badge-sm absolute -right-1 -top-1 min-w-5 px-1 font-semibold"
          aria-hidden="true"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}

/** When the count goes up, an open list loads again, so the news shows there too. */
function useRefreshOnNews(count: number) {
  const refresh = useRefreshNotifications();
  const before = useRef(count);
  useEffect(() => {
    if (count > before.current) refresh();
    before.current = count;
  }, [count, refresh]);
}
