import type { Deal } from "@bechedaw/shared";
import { CalendarClock, MapPin } from "lucide-react";
import { PendingButton } from "@/components/ui/pending-button";
import { formatDateTime } from "./format-date-time";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useDealStep } from "../api/deals";
import { dealErrorMessage, isConflict } from "../api/deal-errors";
import { otherSideName } from "./deal-sides";
import { MeetupForm } from "./meetup-form";

/**
 * The meetup while the deal is accepted or agreed: the proposal on the table, Confirm for the
 * side that did not make it, and a form to propose (another) place and time.
 */
export function MeetupSection({ deal }: { deal: Deal }) {
  const meetup = deal.meetup;
  const other = otherSideName(deal) ?? "";
  return (
    <section aria-labelledby="deal-meetup-title" className="space-y-3">
      <h2 id="deal-meetup-title" className="text-lg font-semibold">
        {t("deals.meetup.title")}
      </h2>
      {meetup ? (
        <div className="space-y-2 rounded-box border border-base-300 p-4">
          <p className="flex items-start gap-2 wrap-anywhere">
            <MapPin className="mt-0.5 size-5 shrink-0 text-secondary" aria-hidden="true" />
            <span>
              <span className="sr-only">{t("deals.meetup.place")}: </span>
              {meetup.place}
            </span>
          </p>
          <p className="flex items-center gap-2">
            <CalendarClock className="size-5 shrink-0 text-secondary" aria-hidden="true" />
            <span>
              <span className="sr-only">{t("deals.meetup.at")}: </span>
              {t("deals.meetup.atDhaka", { when: formatDateTime(meetup.at) })}
            </span>
          </p>
          <p className="text-sm text-base-content/80">
            {meetup.confirmedAt
              ? t("deals.meetup.agreed")
              : meetup.proposedBy === deal.viewer
                ? t("deals.meetup.proposedByYou", { name: other })
                : t("deals.meetup.proposedByOther", {
                    name: meetup.proposedBy === "buyer" ? deal.buyer.name : deal.seller.name,
                  })}
          </p>
          {!meetup.confirmedAt && deal.viewer !== "admin" && meetup.proposedBy !== deal.viewer ? (
            <ConfirmMeetup dealId={deal._id} version={meetup.version} />
          ) : null}
        </div>
      ) : (
        <p>{t("deals.meetup.none")}</p>
      )}
      {deal.viewer === "admin" ? null : meetup ? (
        // Another proposal is the exception once one is on the table: folded away until asked for.
        <details className="rounded-box border border-base-300 p-4">
          <summary className="cursor-pointer font-semibold">
            {t("deals.meetup.proposeOther")}
          </summary>
          <div className="mt-3">
            <MeetupForm dealId={deal._id} title={t("deals.meetup.proposeOther")} isTitleHidden />
          </div>
        </details>
      ) : (
        <MeetupForm dealId={deal._id} title={t("deals.meetup.propose")} />
      )}
    </section>
  );
}

function ConfirmMeetup(props: { dealId: string; version: number }) {
  const step = useDealStep(props.dealId);
  return (
    <PendingButton
      className="btn-primary"
      isPending={step.isPending}
      onClick={() =>
        step.mutate(
          { step: "meetup/confirm", body: { version: props.version } },
          {
            onSuccess: () => toast.success(t("deals.meetup.confirmed")),
            onError: (failure) =>
              toast.error(
                isConflict(failure) ? t("deals.meetup.changed") : dealErrorMessage(failure),
              ),
          },
        )
      }
    >
      {t("deals.meetup.confirm")}
    </PendingButton>
  );
}
