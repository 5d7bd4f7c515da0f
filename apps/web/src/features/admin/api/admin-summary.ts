import type { AdminSummary } from "@bechedaw/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** What waits for an admin, counted; asked again each time the admin's home opens. */
export function useAdminSummary() {
  return useQuery({
    queryKey: queryKeys.admin.summary,
    queryFn: ({ signal }) => apiRequest<AdminSummary>("/api/admin/summary", { signal }),
    staleTime: 0,
  });
}
