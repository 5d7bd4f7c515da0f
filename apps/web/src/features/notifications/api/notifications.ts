import { NEXT_CURSOR_HEADER, type EmailSwitches, type Notification } from "@bechedaw/shared";
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";
import { apiRequest, apiRequestWithHeaders } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * How often an open page asks for the unread count: new notifications show within 10 seconds
 * at one small request per tab every 8 s, none while the tab is hidden
 * (docs/decisions/029-notifications.md).
 */
export const UNREAD_POLL_MS = 8_000;

type Page = { items: Notification[]; nextCursor: string | null };
type Modified = { acknowledged: boolean; modifiedCount: number };

async function getPage(cursor: string | null, signal?: AbortSignal): Promise<Page> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  const { data, headers } = await apiRequestWithHeaders<Notification[]>(
    `/api/notifications${query}`,
    { signal },
  );
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/** The bell's number, asked again every few seconds while the page is visible. */
export function useUnreadCount() {
  return useQuery({
    queryKey: queryKeys.notifications.unread,
    queryFn: ({ signal }) =>
      apiRequest<{ count: number }>("/api/notifications/unread-count", { signal }),
    select: (answer) => answer.count,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    // Back in a tab after a while: the count is asked at once, not at the next tick.
    refetchOnWindowFocus: true,
    // A failed look is tried again at the next interval; the bell is no place for an error toast.
    meta: { silent: true },
  });
}

/** The signed-in user's notifications, newest first, a page at a time. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.list,
    queryFn: ({ pageParam, signal }) => getPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Loads the list again (the bell saw a new count). */
export function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list });
}

function setReadInList(
  list: InfiniteData<Page> | undefined,
  isMarked: (item: Notification) => boolean,
) {
  if (!list) return list;
  const readAt = new Date().toISOString();
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.readAt === null && isMarked(item) ? { ...item, readAt } : item,
      ),
    })),
  };
}

/** Marks one notification read (when it is opened); the list and the bell follow at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Modified>(`/api/notifications/${encodeURIComponent(id)}/read`, {
        method: "POST",
        body: {},
      }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<InfiniteData<Page>>(queryKeys.notifications.list, (list) =>
        setReadInList(list, (item) => item._id === id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.unread });
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<Modified>("/api/notifications/read-all", { method: "POST", body: {} }),
    onSuccess: () => {
      queryClient.setQueryData<InfiniteData<Page>>(queryKeys.notifications.list, (list) =>
        setReadInList(list, () => true),
      );
      queryClient.setQueryData(queryKeys.notifications.unread, { count: 0 });
    },
  });
}

export function useEmailSwitches() {
  return useQuery({
    queryKey: queryKeys.notifications.email,
    queryFn: ({ signal }) => apiRequest<EmailSwitches>("/api/notifications/email", { signal }),
  });
}

export function useUpdateEmailSwitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<EmailSwitches>) =>
      apiRequest<EmailSwitches>("/api/notifications/email", { method: "PUT", body: changes }),
    onSuccess: (switches) => queryClient.setQueryData(queryKeys.notifications.email, switches),
  });
}
