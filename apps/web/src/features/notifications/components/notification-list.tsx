import type { Notification } from "@bechedaw/shared";
import { Link } from "react-router";
import { t } from "@/lib/i18n/i18n";
import { formatWhen, notificationText } from "./notification-text";

/**
 * Notifications, newest first; each links to what it is about, and opening an unread one marks
 * it read (`onOpen`).
 */
export function NotificationList(props: {
  items: Notification[];
  onOpen: (item: Notification) => void;
}) {
  return (
    <ul className="divide-y divide-base-300 overflow-hidden rounded-box border border-base-300 bg-base-100">
      {props.items.map((item) => {
        const isUnread = item.readAt === null;
        return (
          <li key={item._id}>
            <Link
              to={item.link}
              onClick={() => {
                if (isUnread) props.onOpen(item);
              }}
              className={`flex items-start gap-3 px-4 py-3 hover:bg-base-200 focus-visible:bg-base-200 ${isUnread ? "bg-primary/10" : ""}`}
            >
              <span
                className={`mt-2 size-2.5 shrink-0 rounded-full ${isUnread ? "bg-primary" : "bg-transparent"}`}
                aria-hidden="true"
              />
              <span className="min-w-0 flex-1">
                <span className={`block break-words ${isUnread ? "font-semibold" : ""}`}>
                  {isUnread ? <span className="sr-only">{t("notifications.unread")}: </span> : null}
                  {notificationText(item)}
                </span>
                <time dateTime={item.createdAt} className="text-sm text-base-content/70">
                  {formatWhen(item.createdAt)}
                </time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
