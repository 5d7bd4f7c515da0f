import type { ReviewItem } from "@bechedaw/shared";
import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ConfirmDialog } from "@/components/ui/modal";
import { PendingButton } from "@/components/ui/pending-button";
import { Spinner } from "@/components/ui/spinner";
import {
  useApproveListing,
  useBanSeller,
  useRejectListing,
  useReviewQueue,
  useUnbanSeller,
  type ReviewFilter,
} from "@/features/admin/api/review-queue";
import { errorMessage } from "@/lib/error-message";
import type { MessageId } from "@/lib/i18n/catalog";
import { t } from "@/lib/i18n/i18n";
import { RejectDialog } from "./reject-dialog";
import { ReviewItemCard, type ReviewAction } from "./review-item";

/** A part of the queue named in the address, or the whole queue. */
const filterOf = (only: string | null): ReviewFilter =>
  only !== null && only in FILTERS ? (only as ReviewFilter) : "all";

const FILTERS: Record<ReviewFilter, MessageId> = {
  all: "review.filter.all",
  held: "review.filter.held",
  flagged: "review.filter.flagged",
  reported: "review.filter.reported",
};

type Dialog = { action: ReviewAction; item: ReviewItem };

/**
 * The review queue's listings (decision 023): held, flagged and reported listings, newest
 * first, each with its signals and passport, to publish or approve, reject with a reason, or
 * ban their seller.
 */
export function ListingReview() {
  // The admin's home links to one part of the queue with `?only=`.
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<ReviewFilter>(() => filterOf(params.get("only")));
  const queue = useReviewQueue(filter);
  const approve = useApproveListing();
  const reject = useRejectListing();
  const ban = useBanSeller();
  const unban = useUnbanSeller();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const titleId = useId();
  const isBusy = approve.isPending || reject.isPending || ban.isPending || unban.isPending;
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section id="listings" aria-labelledby={titleId} className="space-y-4 scroll-mt-20">
      <div className="space-y-1">
        <h2 id={titleId} className="text-2xl font-bold">
          {t("review.listings.title")}
        </h2>
        <p className="text-base-content/80">{t("review.listings.intro")}</p>
      </div>
      <div role="group" aria-label={t("review.filter.label")} className="flex flex-wrap gap-2">
        {(Object.keys(FILTERS) as ReviewFilter[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={filter === key}
            className={`btn btn-sm ${filter === key ? "btn-primary" : "btn-outline"}`}
            onClick={() => setFilter(key)}
          >
            {t(FILTERS[key])}
          </button>
        ))}
      </div>
      {queue.isPending ? (
        <Spinner label={t("review.listings.loading")} />
      ) : queue.isError ? (
        <ErrorState
          title={t("review.listings.failed")}
          message={errorMessage(queue.error)}
          onRetry={() => void queue.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={t("review.listings.empty")}
          icon={<ShieldCheck className="size-12" aria-hidden="true" />}
        />
      ) : (
        <>
          <div className="space-y-4">
            {items.map((item) => (
              <ReviewItemCard
                key={item._id}
                item={item}
                isBusy={isBusy}
                onAction={(action, item) => setDialog({ action, item })}
              />
            ))}
          </div>
          {queue.hasNextPage ? (
            <PendingButton
              className="btn-outline"
              isPending={queue.isFetchingNextPage}
              onClick={() => void queue.fetchNextPage()}
            >
              {t("review.listings.more")}
            </PendingButton>
          ) : null}
        </>
      )}
      <ReviewDialog
        dialog={dialog}
        onClose={close}
        approve={approve}
        reject={reject}
        ban={ban}
        unban={unban}
      />
    </section>
  );
}

/** The one dialog open at a time: "are you sure?", or the reason for a rejection. */
function ReviewDialog(props: {
  dialog: Dialog | null;
  onClose: () => void;
  approve: ReturnType<typeof useApproveListing>;
  reject: ReturnType<typeof useRejectListing>;
  ban: ReturnType<typeof useBanSeller>;
  unban: ReturnType<typeof useUnbanSeller>;
}) {
  const { dialog, onClose } = props;
  if (!dialog) return null;
  const { item } = dialog;
  const who = { name: item.sellerName, email: item.sellerEmail };
  switch (dialog.action) {
    case "reject":
      return (
        <RejectDialog
          name={item.name}
          isPending={props.reject.isPending}
          onClose={onClose}
          onReject={(reason) => props.reject.mutate({ item, reason }, { onSettled: onClose })}
        />
      );
    case "approve":
      return (
        <ConfirmDialog
          isOpen
          title={t("review.approveTitle")}
          message={t("review.approveText", { name: item.name })}
          confirmLabel={t(item.status === "held" ? "review.publish" : "review.approve")}
          tone="primary"
          isPending={props.approve.isPending}
          onClose={onClose}
          onConfirm={() => props.approve.mutate(item, { onSettled: onClose })}
        />
      );
    case "ban":
      return (
        <ConfirmDialog
          isOpen
          title={t("review.banTitle")}
          message={t("review.banText", who)}
          confirmLabel={t("review.ban")}
          isPending={props.ban.isPending}
          onClose={onClose}
          onConfirm={() => props.ban.mutate(item, { onSettled: onClose })}
        />
      );
    case "unban":
      return (
        <ConfirmDialog
          isOpen
          title={t("review.unbanTitle")}
          message={t("review.unbanText", who)}
          confirmLabel={t("review.unban")}
          tone="primary"
          isPending={props.unban.isPending}
          onClose={onClose}
          onConfirm={() => props.unban.mutate(item, { onSettled: onClose })}
        />
      );
  }
}
