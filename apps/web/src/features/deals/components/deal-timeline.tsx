import type { Deal, DealEndReason } from "@bechedaw/shared";
import { formatMediumDate } from "@/lib/i18n/format";
import { formatDateTime } from "./format-date-time";
import type { MessageId } from "@/lib/i18n/catalog";
import { t } from "@/lib/i18n/i18n";

/** Why a deal ended; deals ended before the reason was kept say the old, general words. */
const ENDED_TEXT: Record<DealEndReason, MessageId> = {
  "phone-sold": "deals.ended.phoneSold",
  "listing-rejected": "deals.ended.listingRejected",
  "seller-banned": "deals.ended.sellerBanned",
  "buyer-banned": "deals.ended.buyerBanned",
  "listing-deleted": "deals.ended.listingDeleted",
};

type Step = { label: MessageId; isDone: boolean; at: string | null };

function stepsOf(deal: Deal): Step[] {
  const isSold = deal.status === "sold";
  const isAgreed = Boolean(deal.meetup?.confirmedAt) || deal.status === "meetup" || isSold;
  return [
    { label: "deals.steps.booked", isDone: true, at: deal.bookedAt },
    {
      label: "deals.steps.accepted",
      isDone: deal.acceptedAt !== null || isAgreed,
      at: deal.acceptedAt,
    },
    { label: "deals.steps.meetup", isDone: isAgreed, at: deal.meetup?.confirmedAt ?? null },
    { label: "deals.steps.handedOver", isDone: isSold, at: deal.soldAt },
    { label: "deals.steps.sold", isDone: isSold, at: deal.soldAt },
  ];
}

/** booked → accepted → meetup agreed → handed over → sold, and how a deal that stopped ended. */
export function DealTimeline({ deal }: { deal: Deal }) {
  return (
    <section aria-labelledby="deal-steps-title" className="space-y-3">
      <h2 id="deal-steps-title" className="text-lg font-semibold">
        {t("deals.steps.title")}
      </h2>
      <ol className="steps steps-vertical">
        {stepsOf(deal).map((step) => (
          <li
            key={step.label}
            className={`step text-start ${step.isDone ? "step-primary" : ""}`}
            data-content={step.isDone ? "✓" : "●"}
          >
            <span className="flex flex-col items-start">
              <span className="font-medium">{t(step.label)}</span>
              <span className="text-xs text-base-content/80">
                {step.isDone && step.at ? formatDateTime(step.at) : null}
                <span className="sr-only">
                  {" "}
                  {step.isDone ? t("deals.steps.done") : t("deals.steps.waiting")}
                </span>
              </span>
            </span>
          </li>
        ))}
      </ol>
      <Outcome deal={deal} />
    </section>
  );
}

function Outcome({ deal }: { deal: Deal }) {
  if (deal.status === "cancelled" && deal.cancelled) {
    const date = formatMediumDate(deal.cancelled.at);
    return (
      <div role="status" className="alert alert-error alert-soft">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">
            {deal.cancelled.by === "buyer"
              ? t("deals.cancelled.byBuyer", { date })
              : t("deals.cancelled.bySeller", { date })}
          </p>
          {deal.cancelled.reason ? (
            <p className="wrap-anywhere">
              {t("deals.cancelled.reason", { reason: deal.cancelled.reason })}
            </p>
          ) : null}
        </div>
      </div>
    );
  }
  if (deal.status === "ended") {
    const isStopped = deal.endedReason !== null && deal.endedReason !== "phone-sold";
    return (
      <div role="status" className={`alert alert-soft ${isStopped ? "alert-warning" : ""}`}>
        <div className={`min-w-0 space-y-1 ${isStopped ? "text-base-content" : ""}`}>
          <p>{t(deal.endedReason ? ENDED_TEXT[deal.endedReason] : "deals.ended")}</p>
          {isStopped ? <p className="font-semibold">{t("deals.ended.doNotPay")}</p> : null}
        </div>
      </div>
    );
  }
  if (deal.status === "sold" && deal.soldAt) {
    return (
      <p role="status" className="alert alert-success alert-soft text-base-content">
        {t("deals.sold", { date: formatMediumDate(deal.soldAt) })}
      </p>
    );
  }
  return null;
}
