import { invalidateSiteData } from "@/lib/query-client";
import { PRODUCT_MESSAGES } from "@bechedaw/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { apiRequest } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { sharedText } from "@/lib/i18n/shared-text";
import type { ReportedProduct } from "./admin-types";
import { queryKeys } from "@/lib/query-keys";

const productPath = (id: string) => `/api/products/${encodeURIComponent(id)}`;

const getReportedProducts = (signal?: AbortSignal) =>
  apiRequest<ReportedProduct[]>("/api/reportedProducts", { signal });
const dismissReports = (id: string) =>
  apiRequest<{ acknowledged: boolean; deletedCount: number }>(`${productPath(id)}/reports`, {
    method: "DELETE",
  });
const deleteReportedProduct = (id: string) =>
  apiRequest<{ acknowledged: boolean; deletedCount: number }>(productPath(id), {
    method: "DELETE",
  });

export function useReportedProducts() {
  return useQuery({
    queryKey: queryKeys.admin.reportedProducts,
    queryFn: ({ signal }) => getReportedProducts(signal),
  });
}

export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: ReportedProduct) => dismissReports(product._id),
    onSuccess: () => {
      toast.success(t("admin.reported.dismissed"));
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reportedProducts });
    },
  });
}

export function useDeleteReportedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: ReportedProduct) => deleteReportedProduct(product._id),
    onSuccess: () => {
      toast.success(sharedText(PRODUCT_MESSAGES.deleted));
      void invalidateSiteData(queryClient);
    },
  });
}
