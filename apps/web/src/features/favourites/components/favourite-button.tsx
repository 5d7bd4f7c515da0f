import type { Product } from "@bechedaw/shared";
import { Heart } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { t } from "@/lib/i18n/i18n";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useFavouriteIds, useToggleFavourite } from "../api/favourites";

/**
 * The heart on a phone's card and page: pressed when the phone is in the person's favourites.
 * A visitor is told why and taken to log in (and back here after); the seller's own phone has
 * none. Small on purpose: it sits on every card of the home page.
 */
export function FavouriteButton(props: {
  product: Pick<Product, "_id" | "name" | "sellerId">;
  className?: string;
}) {
  const { product } = props;
  const { user, isLoading } = useSession();
  const savedIds = useFavouriteIds(user?.id);
  const toggle = useToggleFavourite(user?.id ?? "");
  const navigate = useNavigate();
  const location = useLocation();
  if (user?.id === product.sellerId) return null;
  const isSaved = savedIds.has(product._id);

  const onClick = () => {
    if (isLoading) return;
    if (!user) {
      toast.error(t("products.favourite.signIn"), { id: "favourite-signed-out" });
      void navigate("/login", { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    toggle.mutate({ productId: product._id, save: !isSaved });
  };
  return (
    <button
      type="button"
      className={`btn btn-circle btn-sm border-base-300 bg-base-100/90 ${props.className ?? ""}`}
      aria-pressed={isSaved}
      aria-label={t("products.favourite.save", { phone: product.name })}
      title={t("products.favourite.save", { phone: product.name })}
      onClick={onClick}
    >
      <Heart
        aria-hidden="true"
        className={`size-4 ${isSaved ? "fill-current text-error" : "text-base-content/70"}`}
      />
    </button>
  );
}
