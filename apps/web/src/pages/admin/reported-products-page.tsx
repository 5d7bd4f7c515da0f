import { ShieldCheck } from "lucide-react";
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
import { AdminPage } from "@/features/admin/components/admin-page";
import { ReportedProductsTable } from "@/features/admin/components/reported-products-table";

type ReportDialog = { kind: "dismiss" | "delete"; product: ReportedProduct };

export default function ReportedProductsPage() {
  const reported = useReportedProducts();
  const dismiss = useDismissReports();
  const remove = useDeleteReportedProduct();
  const [dialog, setDialog] = useState<ReportDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <AdminPage
      title="Reported Products"
      intro="Phones people reported, most reported first. Dismiss the reports or delete the phone."
      what="reported products"
      query={reported}
      dialogs={
        dialog?.kind === "dismiss" ? (
          <ConfirmDialog
            isOpen
            title="Dismiss these reports?"
            message={`The reports of "${dialog.product.name}" are cleared and it leaves this list. The phone stays on sale and can be reported again.`}
            confirmLabel="Dismiss"
            tone="primary"
            isPending={dismiss.isPending}
            onClose={close}
            onConfirm={() => dismiss.mutate(dialog.product, { onSettled: close })}
          />
        ) : dialog?.kind === "delete" ? (
          <ConfirmDialog
            isOpen
            title="Delete this product?"
            message={`"${dialog.product.name}" will be removed from BecheDaw, with its photos and bookings. This can't be undone.`}
            confirmLabel="Delete"
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
            title="Don't have any reported products."
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
    </AdminPage>
  );
}
