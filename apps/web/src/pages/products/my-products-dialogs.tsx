import type { ProductBooking } from "@bechedaw/shared";
import { ConfirmDialog } from "@/components/ui/modal";
import { useMarkProductSold } from "@/features/bookings/api/product-bookings";
import { ProductBookingsDialog } from "@/features/bookings/components/product-bookings-dialog";
import { useDeleteProduct, type MyProduct } from "@/features/products/api/seller-products";

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
        title="Are you sure to delete?"
        message={`"${product.name}" will be removed from BecheDaw. This can't be undone.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onClose={close}
        onConfirm={() => remove.mutate(product, { onSettled: close })}
      />
    );
  }
  if (dialog.kind === "bookings") {
    return (
      <ProductBookingsDialog
        product={product}
        onSell={(booking) => onChange({ kind: "sell", product, booking })}
        onClose={close}
      />
    );
  }
  // Chosen from the bookings list: back to it afterwards, to see the sale there.
  const done = () => onChange(dialog.booking ? { kind: "bookings", product } : null);
  const message = dialog.booking
    ? `"${product.name}" will be sold to ${dialog.booking.buyerName}. It leaves every public list and every other booking of it ends.`
    : `"${product.name}" leaves every public list and every booking of it ends. Do this when you sold it outside BecheDaw.`;
  return (
    <ConfirmDialog
      isOpen
      title="Mark this phone as sold?"
      message={message}
      confirmLabel="Mark as sold"
      isPending={sell.isPending}
      onClose={done}
      onConfirm={() =>
        sell.mutate({ productId: product._id, bookingId: dialog.booking?._id }, { onSettled: done })
      }
    />
  );
}
