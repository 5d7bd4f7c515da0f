import { ShieldCheck } from "lucide-react";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ConfirmDialog } from "@/components/ui/modal";
import type { ReportedProduct } from "@/features/admin/api/admin-types";
import { pendingIds } from "@/features/admin/api/pending-ids";
import {
  useDeleteReportedProduct,
  useDismissReports,
  useReportedProducts,
} from "@/features/admin/api/reported-products";
import { AdminFrame } from "@/features/admin/components/admin-frame";
import { ReportedProductsTable } from "@/features/admin/components/reported-products-table";
import { t } from "@/lib/i18n/i18n";

type ReportDialog = { kind: "dismiss" | "delete"; product: ReportedProduct };

export default function ReportedProductsPage() {
  useCatalogPart("admin");
  const reported = useReportedProducts();
  const dismiss = useDismissReports();
  const remove = useDeleteReportedProduct();
  const [dialog, setDialog] = useState<ReportDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <AdminFrame
      title={t("admin.reported.title")}
      intro={t("admin.reported.intro")}
      loading={t("admin.reported.loading")}
      failed={t("admin.reported.failed")}
      query={reported}
      dialogs={
        dialog?.kind === "dismiss" ? (
          <ConfirmDialog
            isOpen
            title={t("admin.reported.dismissTitle")}
            message={t("admin.reported.dismissText", { name: dialog.product.name })}
            confirmLabel={t("admin.reported.dismiss")}
            tone="primary"
            isPending={dismiss.isPending}
            onClose={close}
            onConfirm={() => dismiss.mutate(dialog.product, { onSettled: close })}
          />
        ) : dialog?.kind === "delete" ? (
          <ConfirmDialog
            isOpen
            title={t("admin.reported.deleteTitle")}
            message={t("admin.reported.deleteText", { name: dialog.product.name })}
            confirmLabel={t("admin.reported.delete")}
            isPending={remove.isPending}
            onClose={close}
            onConfirm={() => remove.mutate(dialog.product, { onSettled: close })}
          />
        ) : null
      }
    >
      {(products) =>
        products.length === 0 ? (
          <EmptyState
            title={t("admin.reported.empty")}
            icon={<ShieldCheck className="size-12" aria-hidden="true" />}
          />
        ) : (
          <ReportedProductsTable
            products={products}
            busyIds={pendingIds(dismiss, remove)}
            onDismiss={(product) => setDialog({ kind: "dismiss", product })}
            onDelete={(product) => setDialog({ kind: "delete", product })}
          />
        )
      }
    </AdminFrame>
  );
}
