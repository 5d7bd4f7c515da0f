import type { Account } from "@bechedaw/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { useSession } from "./session";
import { queryKeys } from "./query-keys";

/** `GET /api/account`: the signed-in user's own profile (decision 028). */
function fetchAccount(signal?: AbortSignal): Promise<Account> {
  return apiRequest<Account>("/api/account", { signal });
}

/**
 * The signed-in user's account: the settings page shows it, the booking form starts with its
 * phone and district. `silent`: the caller shows a failure itself (or does without).
 */
export function useAccount(options: { silent?: boolean } = {}) {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.account.of(user?.id),
    queryFn: ({ signal }) => fetchAccount(signal),
    enabled: Boolean(user),
    ...(options.silent ? { meta: { silent: true } } : {}),
  });
}
