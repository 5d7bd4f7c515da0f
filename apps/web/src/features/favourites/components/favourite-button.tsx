import type { Product } from "@bechedaw/shared";
import { useLocation, useNavigate } from "react-router";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useFavouriteIds, useToggleFavourite } from "../api/favourite-ids";
import { HeartButton } from "./heart-button";

// The Favourites page removes through the same mutation (one chunk for both).
export { useToggleFavourite };

/**
 * The heart on a phone's card and page. A visitor is told why and taken to log in (and back here
 * after); the seller's own phone has none.
 */
export function FavouriteButton(props: {
  product: Pick<Product, "_id" | "name" | "sellerId">;
  className?: string;
}) {
  // Its texts are in the find part, which every page with cards loads (the home page's
  // recently viewed row loads it for them).
  useCatalogPart("find");
  const { product } = props;
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const savedIds = useFavouriteIds(user?.id);
  const toggle = useToggleFavourite(user?.id ?? "");
  if (user?.id === product.sellerId) return null;
  const isSaved = savedIds.has(product._id);

  const onClick = () => {
    if (isLoading) return;
    if (user) {
      toggle.mutate({ productId: product._id, save: !isSaved });
      return;
    }
    toast.error(t("products.favourite.signIn"), { id: "favourite-signed-out" });
    void navigate("/login", { state: { from: `${location.pathname}${location.search}` } });
  };
  return (
    <HeartButton
      name={product.name}
      isSaved={isSaved}
      className={props.className}
      onClick={onClick}
    />
  );
}
