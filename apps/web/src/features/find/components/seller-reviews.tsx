import type { Review } from "@bechedaw/shared";
import { NEXT_CURSOR_HEADER } from "@bechedaw/shared/products-format";
import { DEAL_TALK_MESSAGES } from "@bechedaw/shared/deal-talk-messages";
import { useInfiniteQuery } from "@tanstack/react-query";
import { MessageSquareQuote } from "lucide-react";
import { useId } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { PendingButton } from "@/components/ui/pending-button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequestWithHeaders } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { formatMediumDate, formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { addSharedTexts } from "@/lib/i18n/shared-text";
import { Stars } from "./seller-rating";
import { queryKeys } from "@/lib/query-keys";

// A refusal of the reviews' list ("This user does not exist") in the reader's language.
addSharedTexts("shared.dealTalk", DEAL_TALK_MESSAGES);

async function fetchReviewsPage(userId: string, cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  const { data, headers } = await apiRequestWithHeaders<Review[]>(
    `/api/users/${encodeURIComponent(userId)}/reviews${query}`,
    { signal },
  );
  return { reviews: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

function ReviewItem(props: { review: Review }) {
  const { review } = props;
  const date = formatMediumDate(review.date);
  return (
    <li className="flex flex-col gap-1 rounded-box border border-base-300 p-4">
      <p className="flex items-center gap-2">
        <Stars filled={review.stars} />
        <span className="sr-only">
          {t("find.reviews.stars", { stars: formatNumber(review.stars) })}
        </span>
      </p>
      {review.comment ? (
        <p className="whitespace-pre-line wrap-anywhere">{review.comment}</p>
      ) : null}
      <p className="text-sm text-base-content/70 wrap-anywhere">
        {t(review.authorSide === "buyer" ? "find.reviews.byBuyer" : "find.reviews.bySeller", {
          name: review.authorName,
          date,
        })}
      </p>
    </li>
  );
}

/** A user's reviews from real deals on their profile, newest first, a page at a time. */
export function SellerReviews(props: { userId: string }) {
  const titleId = useId();
  const query = useInfiniteQuery({
    queryKey: queryKeys.sellers.reviews(props.userId),
    queryFn: ({ pageParam, signal }) => fetchReviewsPage(props.userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: { silent: true },
  });
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="space-y-1">
        <h2 id={titleId} className="text-xl font-bold">
          {t("find.reviews.title")}
        </h2>
        <p className="text-sm text-base-content/80">{t("find.reviews.intro")}</p>
      </div>
      {query.isPending ? (
        <Spinner label={t("find.reviews.loading")} />
      ) : query.isError ? (
        <ErrorState
          title={t("find.reviews.failed")}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : reviews.length === 0 ? (
        <EmptyState
          title={t("find.reviews.empty")}
          icon={<MessageSquareQuote aria-hidden="true" className="size-10" />}
        />
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {reviews.map((review) => (
              <ReviewItem key={review._id} review={review} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <PendingButton
              className="btn-outline btn-secondary self-start"
              isPending={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t("find.reviews.more")}
            </PendingButton>
          ) : null}
        </>
      )}
    </section>
  );
}
