import type { ProductBooking } from "@bechedaw/shared";
import { ConfirmDialog } from "@/components/ui/modal";
import { useMarkProductSold } from "@/features/bookings/api/product-bookings";
import { ProductBookingsDialog } from "@/features/bookings/components/product-bookings-dialog";
import { useDeleteProduct, type MyProduct } from "@/features/products/api/seller-products";
import { t } from "@/lib/i18n/i18n";

/** At most one dialog is open, and only an open one is mounted, so titles never collide. */
export type MyProductsDialog =
  | { kind: "delete"; product: MyProduct }
  | { kind: "bookings"; product: MyProduct }
  | { kind: "sell"; product: MyProduct; booking?: ProductBooking };

export function MyProductsDialogs(props: {
  dialog: MyProductsDialog | null;
  onChange: (dialog: MyProductsDialog | null) => void;
}) {
  const remove = useDeleteProduct();
  const sell = useMarkProductSold();
  const { dialog, onChange } = props;
  if (!dialog) return null;
  const close = () => onChange(null);
  const { product } = dialog;

  if (dialog.kind === "delete") {
    return (
      <ConfirmDialog
        isOpen
        title={t("products.delete.title")}
        message={t("products.delete.message", { name: product.name })}
        confirmLabel={t("products.delete.confirm")}
        isPending={remove.isPending}
        onClose={close}
        onConfirm={() => remove.mutate(product, { onSettled: close })}
      />
    );
  }
  if (dialog.kind === "bookings") {
    return <ProductBookingsDialog product={product} onClose={close} />;
  }
  // Chosen from the bookings list: back to it afterwards, to see the sale there.
  const done = () => onChange(dialog.booking ? { kind: "bookings", product } : null);
  const message = dialog.booking
    ? t("products.sell.toBuyer", { name: product.name, buyer: dialog.booking.buyerName })
    : t("products.sell.outside", { name: product.name });
  return (
    <ConfirmDialog
      isOpen
      title={t("products.sell.title")}
      message={message}
      confirmLabel={t("products.sell.confirm")}
      isPending={sell.isPending}
      onClose={done}
      onConfirm={() =>
        sell.mutate({ productId: product._id, bookingId: dialog.booking?._id }, { onSettled: done })
      }
    />
  );
}
