import { SAVED_SEARCH_EMAILS, type SavedSearchEmail } from "@bechedaw/shared";
import type { MessageId } from "@/lib/i18n/catalog";
import { t } from "@/lib/i18n/i18n";

const EMAIL_TEXT: Record<SavedSearchEmail, MessageId> = {
  off: "savedSearches.email.off",
  instant: "savedSearches.email.instant",
  daily: "savedSearches.email.daily",
};

/** Whether a saved search's new phones also come by email: a select of the three choices. */
export function EmailChoice(props: {
  id?: string;
  /** Its name when no <label> names it. */
  ariaLabel?: string;
  value: SavedSearchEmail;
  onChange: (email: SavedSearchEmail) => void;
  disabled?: boolean;
}) {
  return (
    <select
      id={props.id}
      aria-label={props.ariaLabel}
      className="select select-bordered w-full"
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value as SavedSearchEmail)}
    >
      {SAVED_SEARCH_EMAILS.map((email) => (
        <option key={email} value={email}>
          {t(EMAIL_TEXT[email])}
        </option>
      ))}
    </select>
  );
}
