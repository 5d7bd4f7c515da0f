import { Heart, Users } from "lucide-react";
import { ProductThumbnail } from "@/components/ui/product-thumbnail";
import { ResponsiveTable, type TableColumn } from "@/components/ui/responsive-table";
import type { MyProduct } from "@/features/products/api/seller-products";
import { MyProductActions } from "./my-products-actions";
import { MyProductStatus } from "./my-products-status";
import { formatNumber, formatTaka } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { brandLabel, locationLabel } from "@/lib/i18n/labels";

type MyProductsTableProps = {
  products: MyProduct[];
  advertisingIds: string[];
  onAdvertise: (product: MyProduct) => void;
  onDelete: (product: MyProduct) => void;
  onShowBookings: (product: MyProduct) => void;
  onMarkSold: (product: MyProduct) => void;
};

/** The seller's own products; presentational, so it renders from props alone. */
export function MyProductsTable(props: MyProductsTableProps) {
  const columns: TableColumn<MyProduct>[] = [
    {
      header: t("products.mine.product"),
      isCardTitle: true,
      cell: (product) => (
        <ProductThumbnail
          img={product.img}
          name={product.name}
          details={`${brandLabel(product.brand)} · ${locationLabel(product.description.location)}`}
        />
      ),
    },
    {
      header: t("products.mine.price"),
      cell: (product) => (
        <span className="font-semibold">{formatTaka(product.description.resalePrice)}</span>
      ),
    },
    {
      header: t("products.mine.bookings"),
      cell: (product) => <BookingsButton product={product} onClick={props.onShowBookings} />,
    },
    {
      header: t("products.mine.favourites"),
      cell: (product) => (
        <span
          className="inline-flex items-center gap-1"
          aria-label={t("products.mine.favouritesOf", {
            name: product.name,
            count: formatNumber(product.favouriteCount),
          })}
        >
          <Heart className="size-4 text-error" aria-hidden="true" />
          {formatNumber(product.favouriteCount)}
        </span>
      ),
    },
    {
      header: t("products.mine.status"),
      cell: (product) => <MyProductStatus product={product} onMarkSold={props.onMarkSold} />,
    },
    {
      header: t("products.mine.actions"),
      cell: (product) => (
        <MyProductActions
          product={product}
          isAdvertising={props.advertisingIds.includes(product._id)}
          onAdvertise={props.onAdvertise}
          onDelete={props.onDelete}
        />
      ),
    },
  ];
  return (
    <ResponsiveTable
      caption={t("products.mine.caption")}
      columns={columns}
      rows={props.products}
      rowKey={(product) => product._id}
    />
  );
}

/** The number of open bookings; sold phones keep the button, to see who bought them. */
function BookingsButton(props: { product: MyProduct; onClick: (product: MyProduct) => void }) {
  const count = props.product.bookingCount;
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline btn-secondary"
      aria-label={t("products.mine.showBookingsOf", {
        name: props.product.name,
        count: formatNumber(count),
      })}
      title={t("products.mine.showBookings")}
      onClick={() => props.onClick(props.product)}
    >
      <Users className="size-4" aria-hidden="true" />
      {formatNumber(count)}
    </button>
  );
}
