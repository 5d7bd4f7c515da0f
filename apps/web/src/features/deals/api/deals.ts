import { NEXT_CURSOR_HEADER, type Deal, type DealMessage, type DealStatus } from "@bechedaw/shared";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DEAL_MESSAGES } from "@bechedaw/shared/deal-messages";
import { apiRequest, apiRequestWithHeaders } from "@/lib/api-client";
import { addSharedTexts } from "@/lib/i18n/shared-text";
import { queryKeys } from "@/lib/query-keys";

// The deal's checks and refusals are worded in Bangla in the "deals" part of the catalog.
addSharedTexts("shared.deal", DEAL_MESSAGES);

/**
 * How often an open deal page asks for news (the other side's step, new messages): as often as
 * the notification bell, and never while the tab is hidden.
 */
export const DEAL_POLL_MS = 8_000;

const FINAL: readonly DealStatus[] = ["sold", "cancelled", "ended"];

const dealPath = (id: string) => `/api/deals/${encodeURIComponent(id)}`;

export function useDeal(id: string) {
  return useQuery({
    queryKey: queryKeys.deal.of(id),
    queryFn: ({ signal }) => apiRequest<Deal>(dealPath(id), { signal }),
    // A deal still moving is asked again, so the other side's step shows without a reload.
    refetchInterval: (query) =>
      query.state.data && FINAL.includes(query.state.data.status) ? false : DEAL_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The deal's steps: each answers `{acknowledged}`, and the deal is read again after it. */
export type DealStep =
  | { step: "accept"; body: { phone: string } }
  | { step: "meetup"; body: { place: string; at: string } }
  | { step: "meetup/confirm"; body: { version: number } }
  | { step: "cancel"; body: { reason: string } }
  | { step: "handover"; body: { code: string } }
  | { step: "review"; body: { stars: number; comment: string } };

/**
 * One step of the deal. Silent: each form shows its own refusal (a wrong code, a changed
 * meetup) where the person is looking. The buyer's orders and the seller's lists change too.
 */
export function useDealStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: DealStep) =>
      apiRequest<{ acknowledged: boolean }>(`${dealPath(id)}/${step}`, { method: "POST", body }),
    meta: { silent: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.deal.of(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myOrders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.productBookings.all });
    },
  });
}

type MessagesPage = { items: DealMessage[]; nextCursor: string | null };

async function getMessages(
  id: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  const { data, headers } = await apiRequestWithHeaders<DealMessage[]>(
    `${dealPath(id)}/messages${query}`,
    { signal },
  );
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/**
 * The thread, a page of 50 at a time: the first page is the latest, the cursor leads to earlier
 * ones. Asked again every few seconds while the page is visible (all loaded pages, in order).
 */
export function useDealMessages(id: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.deal.messages(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    refetchInterval: DEAL_POLL_MS,
    refetchIntervalInBackground: false,
    select: (data) => ({
      messages: oldestFirst(data.pages),
      hasEarlier: data.pages.at(-1)?.nextCursor != null,
    }),
  });
}

/** Every loaded message once, oldest first, whichever order the pages came in. */
function oldestFirst(pages: MessagesPage[]): DealMessage[] {
  const byId = new Map(pages.flatMap((page) => page.items).map((item) => [item._id, item]));
  return [...byId.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a._id.localeCompare(b._id),
  );
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<{ acknowledged: boolean; insertedId: string; flagged: boolean }>(
        `${dealPath(id)}/messages`,
        { method: "POST", body: { text } },
      ),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.deal.messages(id) }),
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: (messageId: string) =>
      apiRequest<{ acknowledged: boolean }>(
        `/api/messages/${encodeURIComponent(messageId)}/report`,
        { method: "POST", body: {} },
      ),
    meta: { silent: true },
  });
}
