import type { SellerProfile } from "@bechedaw/shared";
import { UserRound } from "lucide-react";
import { Link } from "react-router";
import { SellerTierBadge } from "@/components/ui/verified-badge";
import { formatMediumDate } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { SellerRating } from "./seller-rating";

/** What buyers see of a seller: rating, member since, phones for sale and sold. */
export function SellerFacts(props: { seller: SellerProfile }) {
  const { seller } = props;
  return (
    <ul className="flex flex-col gap-1 text-sm text-base-content/80">
      <li>
        <SellerRating rating={seller.rating} />
      </li>
      <li>{t("find.seller.memberSince", { date: formatMediumDate(seller.memberSince) })}</li>
      <li>{t("find.seller.forSale", { count: seller.forSale })}</li>
      <li>{t("find.seller.sold", { count: seller.sold })}</li>
    </ul>
  );
}

/** The seller's card on a phone's page, linking to their profile. */
export function SellerCard(props: { seller: SellerProfile }) {
  const { seller } = props;
  return (
    <section
      aria-labelledby="seller-card-title"
      className="flex flex-col gap-3 rounded-box border border-base-300 p-4"
    >
      <h2 id="seller-card-title" className="text-sm font-semibold uppercase text-base-content/70">
        {t("find.seller.title")}
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        <UserRound aria-hidden="true" className="size-5 shrink-0 text-base-content/60" />
        <span className="min-w-0 wrap-anywhere">{seller.name}</span>
        <SellerTierBadge tier={seller.tier} shopName={seller.shopName} />
      </p>
      <SellerFacts seller={seller} />
      <Link
        to={`/sellers/${encodeURIComponent(seller.id)}`}
        className="btn btn-outline btn-secondary btn-sm h-auto min-h-11 whitespace-normal wrap-anywhere md:min-h-8"
      >
        {t("find.seller.profile", { name: seller.name })}
      </Link>
    </section>
  );
}
