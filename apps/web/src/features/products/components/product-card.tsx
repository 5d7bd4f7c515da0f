import type { PassportBadges as Badges, Product, Rating } from "@bechedaw/shared";
import { Calendar, Flag, MapPin } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { SellerTierBadge } from "@/components/ui/verified-badge";
import { ProductCardDetails } from "./product-card-details";
import { ProductPhoto } from "./product-photo";
import { t } from "@/lib/i18n/i18n";
import { formatDigits, formatMediumDate, formatNumber, formatTaka } from "@/lib/i18n/format";
import { locationLabel } from "@/lib/i18n/labels";

/** The passport on a card (decision 020): official or not, battery health, the IMEI's last 4. */
function PassportBadges({ passport }: { passport: Badges | null }) {
  if (!passport) return null;
  return (
    <ul className="flex flex-wrap gap-1.5 text-xs">
      <li className={`badge badge-sm ${passport.official ? "badge-success" : "badge-warning"}`}>
        {passport.official ? t("products.passport.official") : t("products.passport.unofficial")}
      </li>
      {typeof passport.batteryHealth !== "number" ? null : (
        <li className="badge badge-sm badge-ghost">
          {t("products.passport.battery", { percent: formatNumber(passport.batteryHealth) })}
        </li>
      )}
      <li className="badge badge-sm badge-ghost">
        {t("products.passport.imei", { digits: formatDigits(passport.imeiLast4) })}
      </li>
    </ul>
  );
}

export type ProductCardProps = {
  product: Product;
  headingLevel?: 2 | 3;
  /** In the list's first row: its photo loads at once, not lazily. */
  isFirstRow?: boolean;
  /** Why this person cannot book it (their own listing, already booked); Book Now is off then. */
  bookingBlock?: ReactNode;
  onBook: (product: Product) => void;
  onReport: (product: Product) => void;
  /** The heart that saves it to favourites, over the photo (the page hands it in). */
  favourite?: ReactNode;
};

export function ProductCard(props: ProductCardProps) {
  const {
    product,
    headingLevel = 3,
    isFirstRow,
    bookingBlock,
    onBook,
    onReport,
    favourite,
  } = props;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { description } = product;
  const blockId = useId();
  return (
    <article className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <figure className="relative bg-base-200">
        <ProductPhoto img={product.img} name={product.name} isFirstRow={isFirstRow} />
        {favourite ? <div className="absolute top-2 right-2">{favourite}</div> : null}
      </figure>
      <div className="card-body gap-3 p-5">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-base-content/70">
            {t("products.card.deviceName")}
          </p>
          <Heading className="card-title block text-xl leading-snug wrap-anywhere">
            <Link
              to={`/phones/${encodeURIComponent(product._id)}`}
              className="link-hover focus-visible:underline"
            >
              {product.name}
            </Link>
          </Heading>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          <dt className="font-medium text-base-content/70">{t("products.card.price")}</dt>
          <dd className="text-lg font-bold leading-tight text-secondary">
            {formatTaka(description.resalePrice)}
          </dd>
          <dt className="font-medium text-base-content/70">{t("products.card.seller")}</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-1">
            <span className="truncate" title={product.sellerName}>
              {product.sellerName}
            </span>
            <SellerTierBadge tier={product.sellerTier} shopName={product.sellerShopName} />
            <CardRating rating={product.sellerRating} />
          </dd>
          <dt className="font-medium text-base-content/70">{t("products.card.postedOn")}</dt>
          <dd className="flex items-center gap-1">
            <Calendar aria-hidden="true" className="size-4 text-base-content/60" />
            {formatMediumDate(description.date)}
          </dd>
          <dt className="font-medium text-base-content/70">{t("products.card.location")}</dt>
          <dd className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 text-base-content/60" />
            {locationLabel(description.location)}
          </dd>
        </dl>
        <PassportBadges passport={product.passport} />
        <ProductCardDetails product={product} />
        <div className="card-actions grid grid-cols-2 gap-2 pt-1">
          <button
            type="button"
            className="btn btn-primary"
            disabled={Boolean(bookingBlock)}
            aria-describedby={bookingBlock ? blockId : undefined}
            onClick={() => onBook(product)}
          >
            {t("products.card.book")}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-secondary"
            onClick={() => onReport(product)}
          >
            <Flag aria-hidden="true" className="size-4" />
            {t("products.card.report")}
          </button>
        </div>
        {bookingBlock ? (
          <p id={blockId} className="text-sm text-base-content/80">
            {bookingBlock}
          </p>
        ) : null}
        {/* The safety tips in a line beside Book Now; the phone's page has them in full. */}
        <p className="text-xs text-base-content/80">
          {t("products.safety.short")}{" "}
          <Link
            to={`/phones/${encodeURIComponent(product._id)}#safety`}
            className="link link-secondary whitespace-nowrap"
          >
            {t("products.safety.tips")}
          </Link>
        </p>
      </div>
    </article>
  );
}

/**
 * The seller's rating from real deals, "★ 4.5 (3)": the average and how many reviews, in the
 * reader's digits (no words, so one text for both languages); none before the first review.
 */
function CardRating({ rating }: { rating: Rating }) {
  if (rating.average === null) return null;
  const [whole = "", tenth = ""] = rating.average.toFixed(1).split(".");
  return (
    <span className="badge badge-sm badge-ghost">
      ★ {formatDigits(whole)}.{formatDigits(tenth)} ({formatNumber(rating.count)})
    </span>
  );
}
