import type { Favourite } from "@bechedaw/shared";
import { Link } from "react-router";
import { PendingButton } from "@/components/ui/pending-button";
import { ProductThumbnail } from "@/components/ui/product-thumbnail";
import { formatMediumDate, formatTaka } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

/**
 * The saved phones, newest saved first: each with its price, whether it is still for sale (a
 * sold one is marked), when it was saved, and a button that removes it.
 */
export function FavouritesList(props: {
  items: Favourite[];
  removingId: string | null;
  onRemove: (item: Favourite) => void;
}) {
  return (
    <ul aria-label={t("favourites.list")} className="flex flex-col gap-3">
      {props.items.map((item) => {
        const isSold = item.status === "sold";
        return (
          <li
            key={item._id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-box border border-base-300 bg-base-100 p-3"
          >
            <ProductThumbnail
              img={item.img}
              name={
                <Link to={`/phones/${encodeURIComponent(item._id)}`} className="link-hover">
                  {item.name}
                </Link>
              }
              details={
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-secondary">
                    {formatTaka(item.description.resalePrice)}
                  </span>
                  <span className={`badge badge-sm ${isSold ? "badge-neutral" : "badge-success"}`}>
                    {isSold ? t("favourites.sold") : t("favourites.available")}
                  </span>
                  <span className="text-xs text-base-content/70">
                    {t("favourites.savedOn", { date: formatMediumDate(item.savedAt) })}
                  </span>
                </span>
              }
            />
            <PendingButton
              className="btn-outline btn-error btn-sm"
              isPending={props.removingId === item._id}
              aria-label={t("favourites.removeOf", { phone: item.name })}
              onClick={() => props.onRemove(item)}
            >
              {t("favourites.remove")}
            </PendingButton>
          </li>
        );
      })}
    </ul>
  );
}
