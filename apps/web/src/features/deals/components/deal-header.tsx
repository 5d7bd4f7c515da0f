import type { Deal } from "@bechedaw/shared";
import { Link } from "react-router";
import { cardImageUrl } from "@bechedaw/shared/products-format";
import { LOCATIONS, type Location } from "@bechedaw/shared/constants";
import { INTL_LOCALE } from "@bechedaw/shared/locale";
import { formatTaka } from "@/lib/i18n/format";
import { activeLocale, t } from "@/lib/i18n/i18n";
import { locationLabel } from "@/lib/i18n/labels";

/** The phone of the deal and who is on each side of it. */
export function DealHeader({ deal }: { deal: Deal }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <img
        src={cardImageUrl(deal.product.img)}
        alt=""
        className="aspect-square w-24 shrink-0 rounded-box bg-base-200 object-cover sm:w-32"
      />
      <div className="min-w-0 space-y-2">
        <h1 className="text-2xl font-bold wrap-anywhere md:text-3xl">
          {t("deals.title", { name: deal.product.name })}
        </h1>
        <p className="font-semibold text-secondary">
          {t("deals.phone.price", { price: formatTaka(deal.product.price) })}
        </p>
        <Link to={`/phones/${encodeURIComponent(deal.product._id)}`} className="link text-sm">
          {t("deals.phone.open")}
        </Link>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-base-content/80">{t("deals.side.seller")}</dt>
          <dd className="min-w-0 wrap-anywhere">
            {deal.viewer === "seller" ? t("deals.side.you") : deal.seller.name}
            <span className="text-base-content/80"> · {ratingText(deal.seller.rating)}</span>
          </dd>
          <dt className="font-medium text-base-content/80">{t("deals.side.buyer")}</dt>
          <dd className="min-w-0 wrap-anywhere">
            {deal.viewer === "buyer" ? t("deals.side.you") : deal.buyer.name}
            <span className="text-base-content/80">
              {" · "}
              {t("deals.meetArea", { district: districtLabel(deal.userLocation) })}
            </span>
          </dd>
        </dl>
      </div>
    </div>
  );
}

function ratingText(rating: Deal["seller"]["rating"]): string {
  if (rating.average === null || rating.count === 0) return t("deals.rating.none");
  const average = new Intl.NumberFormat(INTL_LOCALE[activeLocale()], {
    maximumFractionDigits: 1,
  }).format(rating.average);
  return t("deals.rating", { average, count: rating.count });
}

/** The district the buyer chose when booking, in the reader's words when it is a known one. */
function districtLabel(district: string): string {
  return (LOCATIONS as readonly string[]).includes(district)
    ? locationLabel(district as Location)
    : district;
}
