import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Store } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/ui/modal";
import { apiRequest } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { queryKeys } from "@/lib/query-keys";

/**
 * A Buyer (a Google one too) becomes a Seller from the dashboard after confirming, without a
 * new account: `POST /api/users/me/seller` (decision 016). The role and menu follow at once.
 */
export function BecomeSeller() {
  const queryClient = useQueryClient();
  const [isAsking, setIsAsking] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const become = useMutation({
    mutationFn: () => apiRequest<unknown>("/api/users/me/seller", { method: "POST", body: {} }),
    onSuccess: async () => {
      setIsAsking(false);
      setIsDone(true);
      toast.success(t("dashboard.seller.done"));
      await queryClient.invalidateQueries({ queryKey: queryKeys.role.all });
    },
  });

  if (isDone) {
    return (
      <p>
        <Link to="/dashboard/add-products" className="btn btn-primary">
          {t("dashboard.menu.addProduct")}
        </Link>
      </p>
    );
  }
  return (
    <section
      aria-labelledby="become-seller-title"
      className="flex max-w-xl flex-col items-start gap-3 rounded-box border border-base-300 p-4"
    >
      <h2 id="become-seller-title" className="flex items-center gap-2 text-xl font-semibold">
        <Store aria-hidden="true" className="size-5" />
        {t("dashboard.seller.title")}
      </h2>
      <p className="text-base-content/80">{t("dashboard.seller.text")}</p>
      <button type="button" className="btn btn-secondary" onClick={() => setIsAsking(true)}>
        {t("dashboard.seller.button")}
      </button>
      <ConfirmDialog
        isOpen={isAsking}
        title={t("dashboard.seller.confirmTitle")}
        message={t("dashboard.seller.confirmText")}
        confirmLabel={t("dashboard.seller.confirm")}
        tone="primary"
        isPending={become.isPending}
        onConfirm={() => become.mutate()}
        onClose={() => setIsAsking(false)}
      />
    </section>
  );
}
