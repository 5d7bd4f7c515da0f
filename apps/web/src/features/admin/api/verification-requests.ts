import {
  VERIFICATION_MESSAGES,
  type PendingVerificationRequest,
  type VerificationDecisionBody,
} from "@bechedaw/shared";
import { NEXT_CURSOR_HEADER } from "@bechedaw/shared/products-format";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiRequestWithHeaders } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { addSharedTexts } from "@/lib/i18n/shared-text";
import { invalidateSiteData } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { queryKeys } from "@/lib/query-keys";

export type { PendingVerificationRequest };

// A decision made meanwhile by another admin (409) and the like, in the reader's language.
addSharedTexts("shared.verification", VERIFICATION_MESSAGES);

async function getQueuePage(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  const { data, headers } = await apiRequestWithHeaders<PendingVerificationRequest[]>(
    `/api/admin/verification-requests${query}`,
    { signal },
  );
  return { requests: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/** Pending seller verification requests, oldest first, a page at a time. */
export function useVerificationRequests() {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.verificationRequests,
    queryFn: ({ pageParam, signal }) => getQueuePage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export type Decision = { request: PendingVerificationRequest } & VerificationDecisionBody;

/** Approves or rejects a request; the seller's badge shows on every list, so all refetch. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, approve, reason }: Decision) =>
      apiRequest<{ status: string }>(
        `/api/admin/verification-requests/${encodeURIComponent(request.id)}/decision`,
        { method: "POST", body: approve ? { approve } : { approve, reason } },
      ),
    onSuccess: (_answer, { approve }) => {
      toast.success(approve ? t("review.sellers.approved") : t("review.sellers.rejected"));
    },
    // A request decided meanwhile by another admin leaves the queue too.
    onSettled: () => invalidateSiteData(queryClient),
  });
}
