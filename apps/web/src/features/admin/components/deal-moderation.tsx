import type { AdminDealMessage, AdminReview } from "@bechedaw/shared";
import { ShieldCheck, TriangleAlert } from "lucide-react";
import { useId, type ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { PendingButton } from "@/components/ui/pending-button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { formatMediumDate, formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import {
  useModerate,
  useModerationList,
  type ModerationAction,
  type TalkKind,
} from "../api/deal-moderation";

function Reports(props: { count: number; reasons: string[] }) {
  if (props.count === 0) return null;
  return (
    <div className="space-y-1 text-sm">
      <p className="badge badge-error badge-outline">
        {t("review.talk.reports", { count: props.count })}
      </p>
      {props.reasons.length > 0 ? (
        <ul className="list-disc ps-5 text-base-content/80">
          {props.reasons.map((reason, i) => (
            <li key={i} className="wrap-anywhere">
              {reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Actions(props: { isBusy: boolean; onAction: (action: ModerationAction) => void }) {
  return (
    <div className="card-actions justify-end">
      <button
        type="button"
        className="btn btn-outline btn-secondary"
        disabled={props.isBusy}
        onClick={() => props.onAction("clear")}
      >
        {t("review.talk.clear")}
      </button>
      <button
        type="button"
        className="btn btn-error"
        disabled={props.isBusy}
        onClick={() => props.onAction("hide")}
      >
        {t("review.talk.hide")}
      </button>
    </div>
  );
}

function MessageCard(props: { item: AdminDealMessage; children: ReactNode }) {
  const { item } = props;
  return (
    <li className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4">
        <h4 className="font-semibold wrap-anywhere">
          {t("review.talk.deal", { product: item.productName })}
        </h4>
        <p className="text-sm text-base-content/80 wrap-anywhere">
          {t(item.from === "buyer" ? "review.talk.byBuyer" : "review.talk.bySeller", {
            name: item.authorName,
            date: formatMediumDate(item.date),
          })}
        </p>
        <blockquote className="rounded-box bg-base-200 p-3 whitespace-pre-line wrap-anywhere">
          {item.text}
        </blockquote>
        {item.flagged ? (
          <p className="badge badge-warning h-auto gap-1 py-1 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4" />
            {t("review.talk.flagged")}
          </p>
        ) : null}
        <Reports count={item.reportCount} reasons={item.reasons} />
        {props.children}
      </div>
    </li>
  );
}

function ReviewCard(props: { item: AdminReview; children: ReactNode }) {
  const { item } = props;
  return (
    <li className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4">
        <h4 className="font-semibold">
          {t("review.talk.stars", { stars: formatNumber(item.stars) })}
        </h4>
        <p className="text-sm text-base-content/80 wrap-anywhere">
          {t("review.talk.reviewOf", {
            author: item.authorName,
            subject: item.subjectName,
            date: formatMediumDate(item.date),
          })}
        </p>
        {item.comment ? (
          <blockquote className="rounded-box bg-base-200 p-3 whitespace-pre-line wrap-anywhere">
            {item.comment}
          </blockquote>
        ) : null}
        <Reports count={item.reportCount} reasons={item.reasons} />
        {props.children}
      </div>
    </li>
  );
}

function ModerationList<K extends TalkKind>(props: {
  kind: K;
  title: string;
  empty: string;
  render: (
    item: K extends "deal-messages" ? AdminDealMessage : AdminReview,
    actions: ReactNode,
  ) => ReactNode;
}) {
  const list = useModerationList(props.kind);
  const moderate = useModerate(props.kind);
  const titleId = useId();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const busyId = moderate.isPending ? moderate.variables.id : undefined;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="text-xl font-semibold">
        {props.title}
      </h3>
      {list.isPending ? (
        <Spinner label={t("review.talk.loading")} />
      ) : list.isError ? (
        <ErrorState
          title={t("review.talk.failed")}
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={props.empty}
          icon={<ShieldCheck className="size-10" aria-hidden="true" />}
        />
      ) : (
        <>
          <ul className="space-y-3">
            {items.map((item) =>
              props.render(
                item,
                <Actions
                  isBusy={busyId === item._id}
                  onAction={(action) => moderate.mutate({ id: item._id, action })}
                />,
              ),
            )}
          </ul>
          {list.hasNextPage ? (
            <PendingButton
              className="btn-outline btn-secondary"
              isPending={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t("review.talk.more")}
            </PendingButton>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The review queue's section for deals (docs/decisions/030-deals.md): thread messages flagged
 * for advance money or reported by a side, and reported reviews, each to hide or to clear.
 */
export function DealModeration() {
  const titleId = useId();
  return (
    <section id="deal-talk" aria-labelledby={titleId} className="space-y-4 scroll-mt-20">
      <div className="space-y-1">
        <h2 id={titleId} className="text-2xl font-bold">
          {t("review.talk.title")}
        </h2>
        <p className="text-base-content/80">{t("review.talk.intro")}</p>
      </div>
      <ModerationList
        kind="deal-messages"
        title={t("review.talk.messages")}
        empty={t("review.talk.noMessages")}
        render={(item, actions) => (
          <MessageCard key={item._id} item={item}>
            {actions}
          </MessageCard>
        )}
      />
      <ModerationList
        kind="reviews"
        title={t("review.talk.reviews")}
        empty={t("review.talk.noReviews")}
        render={(item, actions) => (
          <ReviewCard key={item._id} item={item}>
            {actions}
          </ReviewCard>
        )}
      />
    </section>
  );
}
