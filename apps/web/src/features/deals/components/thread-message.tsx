import type { Deal, DealMessage } from "@bechedaw/shared";
import { Flag, TriangleAlert } from "lucide-react";
import { t } from "@/lib/i18n/i18n";

/**
 * One message, as plain text (React escapes it: a "<script>" is shown, never run). Flagged ones
 * carry the advance warning; hidden ones are only a line saying an admin removed them.
 */
export function ThreadMessage(props: {
  message: DealMessage;
  viewer: Deal["viewer"];
  date: string;
  onReport: (message: DealMessage) => void;
}) {
  const { message, viewer } = props;
  const isMine = message.from === viewer;
  const author = isMine ? t("deals.thread.you") : message.authorName;
  if (message.hidden && viewer !== "admin") {
    return (
      <li className="rounded-box bg-base-200 p-3 text-sm text-base-content/80 italic">
        {t("deals.thread.hidden")}
      </li>
    );
  }
  return (
    <li
      className={`rounded-box border p-3 ${isMine ? "ms-6 border-primary/30 bg-primary/5" : "me-6 border-base-300 bg-base-100"}`}
    >
      <p className="mb-1 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold wrap-anywhere">{author}</span>
        <span className="text-base-content/80">{props.date}</span>
      </p>
      {message.hidden ? (
        <p className="badge badge-neutral badge-sm mb-1">{t("deals.thread.hiddenAdmin")}</p>
      ) : null}
      <p className="whitespace-pre-line wrap-anywhere">{message.text}</p>
      {message.flagged ? (
        <p role="note" className="mt-2 flex items-start gap-2 text-sm font-semibold text-error">
          <TriangleAlert className="size-4 shrink-0 translate-y-0.5" aria-hidden="true" />
          {t("deals.thread.flagged")}
        </p>
      ) : null}
      {!isMine && viewer !== "admin" && !message.hidden ? (
        <button
          type="button"
          className="btn btn-ghost btn-xs mt-1"
          aria-label={t("deals.thread.reportOf", { name: message.authorName })}
          onClick={() => props.onReport(message)}
        >
          <Flag className="size-3" aria-hidden="true" />
          {t("deals.thread.report")}
        </button>
      ) : null}
    </li>
  );
}
