import { NEXT_CURSOR_HEADER, type AdminDealMessage, type AdminReview } from "@bechedaw/shared";
import { DEAL_TALK_MESSAGES } from "@bechedaw/shared/deal-talk-messages";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiRequestWithHeaders } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { addSharedTexts } from "@/lib/i18n/shared-text";
import { invalidateSiteData } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { queryKeys } from "@/lib/query-keys";

// The server's refusals here ("This message does not exist") in the reader's language.
addSharedTexts("shared.dealTalk", DEAL_TALK_MESSAGES);

/** Which moderation list: deal messages flagged or reported, or reported reviews. */
export type TalkKind = "deal-messages" | "reviews";
type ItemOf<K extends TalkKind> = K extends "deal-messages" ? AdminDealMessage : AdminReview;
export type ModerationAction = "hide" | "clear";

/** A moderation list, newest first, a page at a time. */
export function useModerationList<K extends TalkKind>(kind: K) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.talk(kind),
    queryFn: async ({ pageParam, signal }) => {
      const query = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : "";
      const { data, headers } = await apiRequestWithHeaders<ItemOf<K>[]>(
        `/api/admin/${kind}${query}`,
        { signal },
      );
      return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Hides an item or clears its flag and reports; the list (and ratings shown) load again. */
export function useModerate(kind: TalkKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ModerationAction }) =>
      apiRequest<{ acknowledged: boolean }>(`/api/admin/${kind}/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: { action },
      }),
    onSuccess: (_answer, { action }) => {
      toast.success(t(action === "hide" ? "review.talk.hidden" : "review.talk.cleared"));
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.talk(kind) });
      if (kind === "reviews") void invalidateSiteData(queryClient);
    },
  });
}
