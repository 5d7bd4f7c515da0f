import { priceGuideQuerySchema, type PriceGuide, type PriceGuideQuery } from "@bechedaw/shared";
import { skipToken, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type Model = { brand: string; name: string; storage: number };

function fetchPriceGuide(model: Model, signal: AbortSignal) {
  const params = new URLSearchParams({ ...model, storage: String(model.storage) });
  return apiRequest<PriceGuide>(`/api/products/price-guide?${params.toString()}`, { signal });
}

/**
 * `GET /api/products/price-guide`: what a model sells for, asked only once its brand, name and
 * storage make a valid model (the form's values may be half-typed).
 */
export function usePriceGuide(model: PriceGuideQuery) {
  const parsed = priceGuideQuerySchema.safeParse(model);
  const valid = parsed.success ? parsed.data : undefined;
  return useQuery({
    queryKey: queryKeys.priceGuide(valid),
    queryFn: valid ? ({ signal }) => fetchPriceGuide(valid, signal) : skipToken,
    // A hint: when it cannot be had, the form goes without it.
    meta: { silent: true },
    retry: false,
    staleTime: 5 * 60_000,
  });
}
