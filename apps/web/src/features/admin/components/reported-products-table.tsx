import { BellOff, Trash2 } from "lucide-react";
import { ProductThumbnail } from "@/components/ui/product-thumbnail";
import { ResponsiveTable, type TableColumn } from "@/components/ui/responsive-table";
import type { ReportedProduct } from "@/features/admin/api/admin-types";
import { formatTaka } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { brandLabel } from "@/lib/i18n/labels";
import { ReportReasons } from "./report-reasons";
import { RowAction, RowActions } from "./user-cells";

type ReportedProductsTableProps = {
  products: ReportedProduct[];
  /** Products with an action running: their buttons are disabled meanwhile. */
  busyIds: string[];
  onDismiss: (product: ReportedProduct) => void;
  onDelete: (product: ReportedProduct) => void;
};

/** Reported phones, most reported first; presentational, so it renders from props alone. */
export function ReportedProductsTable(props: ReportedProductsTableProps) {
  const columns: TableColumn<ReportedProduct>[] = [
    {
      header: t("admin.reported.product"),
      isCardTitle: true,
      cell: (product) => <ProductCell product={product} />,
    },
    {
      header: t("admin.reported.price"),
      cell: (product) => (
        <span className="font-semibold">{formatTaka(product.description.resalePrice)}</span>
      ),
    },
    {
      header: t("admin.reported.seller"),
      cell: (product) => (
        <span className="break-words max-sm:wrap-anywhere">
          {product.sellerEmail || t("admin.reported.unrecognized")}
        </span>
      ),
    },
    { header: t("admin.reported.reports"), cell: (product) => <ReportReasons product={product} /> },
    {
      header: t("admin.reported.actions"),
      cell: (product) => {
        const isBusy = props.busyIds.includes(product._id);
        return (
          <RowActions>
            <RowAction
              label={t("admin.reported.dismiss")}
              ariaLabel={t("admin.reported.dismissOf", { name: product.name })}
              icon={<BellOff className="size-4" aria-hidden="true" />}
              tone="primary"
              isBusy={isBusy}
              onClick={() => props.onDismiss(product)}
            />
            <RowAction
              label={t("admin.reported.delete")}
              ariaLabel={t("admin.reported.deleteOf", { name: product.name })}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              tone="danger"
              isBusy={isBusy}
              onClick={() => props.onDelete(product)}
            />
          </RowActions>
        );
      },
    },
  ];
  return (
    <ResponsiveTable
      caption={t("admin.reported.caption")}
      columns={columns}
      rows={props.products}
      rowKey={(product) => product._id}
    />
  );
}

function ProductCell({ product }: { product: ReportedProduct }) {
  return (
    <ProductThumbnail
      img={product.img}
      name={
        <>
          {product.name}
          {product.status === "sold" ? (
            <span className="badge badge-neutral badge-sm ml-2 align-middle">
              {t("admin.reported.sold")}
            </span>
          ) : null}
        </>
      }
      details={`${brandLabel(product.brand)} · ${product.sellerName}`}
    />
  );
}
