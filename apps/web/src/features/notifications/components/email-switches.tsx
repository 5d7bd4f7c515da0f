import {
  ADMIN_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  type EmailSwitches as Switches,
  type NotificationKind,
} from "@bechedaw/shared";
import { t } from "@/lib/i18n/i18n";
import { EMAIL_SWITCH_LABEL } from "./notification-text";

/**
 * One switch per kind of notification: whether it also comes by email. Admins' kinds are shown
 * to admins only; `pending` is the kind being saved.
 */
export function EmailSwitches(props: {
  switches: Switches;
  isAdmin: boolean;
  pending: NotificationKind | undefined;
  onChange: (kind: NotificationKind, isOn: boolean) => void;
}) {
  const kinds = NOTIFICATION_KINDS.filter(
    (kind) => props.isAdmin || !ADMIN_NOTIFICATION_KINDS.includes(kind),
  );
  return (
    <fieldset className="space-y-1 rounded-box border border-base-300 bg-base-100 p-4">
      <legend className="px-1 text-lg font-semibold">{t("notifications.email.title")}</legend>
      <p className="pb-2 text-sm text-base-content/80">{t("notifications.email.hint")}</p>
      {kinds.map((kind) => (
        <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={props.switches[kind]}
            disabled={props.pending === kind}
            onChange={(event) => props.onChange(kind, event.target.checked)}
          />
          <span>{t(EMAIL_SWITCH_LABEL[kind])}</span>
        </label>
      ))}
    </fieldset>
  );
}
