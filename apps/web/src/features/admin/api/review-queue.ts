import {
  NEXT_CURSOR_HEADER,
  type BanResponse,
  type ReviewDecisionResponse,
  type ReviewItem,
  type ReviewQueueQuery,
  type UnbanResponse,
} from "@bechedaw/shared";
import { REVIEW_MESSAGES } from "@bechedaw/shared/review-messages";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiRequestWithHeaders } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { invalidateSiteData } from "@/lib/query-client";
import { addSharedTexts } from "@/lib/i18n/shared-text";
import { toast } from "@/lib/toast";
import { queryKeys } from "@/lib/query-keys";

// A refused rejection's reason (too long, control characters) in the reader's language.
addSharedTexts("shared.review", REVIEW_MESSAGES);

/** Which part of the queue is shown: everything, or held, flagged or reported listings only. */
export type ReviewFilter = NonNullable<ReviewQueueQuery["only"]> | "all";

async function getReviewPage(filter: ReviewFilter, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("only", filter);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  const { data, headers } = await apiRequestWithHeaders<ReviewItem[]>(
    `/api/admin/review${query ? `?${query}` : ""}`,
    { signal },
  );
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/** The listings waiting for an admin, newest first, a page at a time. */
export function useReviewQueue(filter: ReviewFilter) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.reviewQueue.of(filter),
    queryFn: ({ pageParam, signal }) => getReviewPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

const reviewPath = (item: ReviewItem, action: "approve" | "reject") =>
  `/api/admin/review/${encodeURIComponent(item._id)}/${action}`;
const userPath = (item: ReviewItem, action: "ban" | "unban") =>
  `/api/admin/users/${encodeURIComponent(item.sellerId)}/${action}`;

/** A decision changes the queue and what buyers see: both are loaded again. */
function useReviewMutation<Variables, Answer>(
  request: (variables: Variables) => Promise<Answer>,
  done: (answer: Answer) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      toast.success(done(answer));
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reviewQueue.all });
      void invalidateSiteData(queryClient);
    },
  });
}

export function useApproveListing() {
  return useReviewMutation(
    (item: ReviewItem) =>
      apiRequest<ReviewDecisionResponse>(reviewPath(item, "approve"), { method: "POST" }),
    () => t("review.approved"),
  );
}

export function useRejectListing() {
  return useReviewMutation(
    ({ item, reason }: { item: ReviewItem; reason: string }) =>
      apiRequest<ReviewDecisionResponse>(reviewPath(item, "reject"), {
        method: "POST",
        body: { reason },
      }),
    () => t("review.rejected"),
  );
}

export function useBanSeller() {
  return useReviewMutation(
    (item: ReviewItem) => apiRequest<BanResponse>(userPath(item, "ban"), { method: "POST" }),
    (answer) =>
      t("review.banned", { listings: answer.listingsHidden, sessions: answer.sessionsDeleted }),
  );
}

export function useUnbanSeller() {
  return useReviewMutation(
    (item: ReviewItem) => apiRequest<UnbanResponse>(userPath(item, "unban"), { method: "POST" }),
    () => t("review.unbanned"),
  );
}
