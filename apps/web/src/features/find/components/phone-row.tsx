import type { PassportBadges, Product } from "@bechedaw/shared";
import { cardImageUrl, photoSrcSet } from "@bechedaw/shared/products-format";
import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SellerTierBadge } from "@/components/ui/verified-badge";
import { formatDigits, formatMediumDate, formatNumber, formatTaka } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { locationLabel } from "@/lib/i18n/labels";

/** The passport's badges as one short line: "Official · Battery 86% · IMEI …1481". */
function PassportLine({ passport }: { passport: PassportBadges }) {
  const parts = [
    passport.official ? t("products.passport.official") : t("products.passport.unofficial"),
    typeof passport.batteryHealth === "number"
      ? t("products.passport.battery", { percent: formatNumber(passport.batteryHealth) })
      : null,
    t("products.passport.imei", { digits: formatDigits(passport.imeiLast4) }),
  ];
  return (
    <p className="text-xs text-base-content/80">
      <span className={passport.official ? "font-semibold text-success" : "font-semibold"}>
        {parts[0]}
      </span>
      {parts
        .slice(1)
        .filter((part) => part !== null)
        .map((part) => ` · ${part}`)
        .join("")}
    </p>
  );
}

/**
 * A phone as a compact row for narrow screens (photo left; name, price, district, date), so a
 * phone's screen shows several at once. The whole row opens the phone's page; `favourite` (the
 * heart a page hands in) sits beside it, not inside the link.
 */
export function PhoneRow(props: {
  product: Product;
  isFirst?: boolean;
  headingLevel?: 2 | 3;
  favourite?: ReactNode;
}) {
  const { product } = props;
  const Heading = props.headingLevel === 3 ? "h3" : "h2";
  const { description } = product;
  const row = (
    <Link
      to={`/phones/${encodeURIComponent(product._id)}`}
      className={`flex gap-3 rounded-box border border-base-300 bg-base-100 p-2 hover:bg-base-200 ${props.favourite ? "pr-12" : ""}`}
    >
      <img
        src={cardImageUrl(product.img)}
        srcSet={photoSrcSet(product.img)}
        sizes="112px"
        alt=""
        width={112}
        height={84}
        loading={props.isFirst ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[4/3] h-21 w-28 shrink-0 rounded-field bg-base-200 object-cover"
      />
      <div className="flex min-w-0 flex-col justify-center gap-0.5">
        <Heading className="line-clamp-2 font-semibold leading-snug wrap-anywhere">
          {product.name}
        </Heading>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold leading-tight text-secondary">
            {formatTaka(description.resalePrice)}
          </span>
          {product.previousPrice ? (
            <span className="text-sm text-base-content/70">
              <span className="sr-only">{t("find.price.was")} </span>
              <s>{formatTaka(product.previousPrice)}</s>
            </span>
          ) : null}
        </p>
        <p className="flex min-w-0 flex-wrap items-center gap-x-1 text-sm text-base-content/80">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-base-content/60" />
          <span>{locationLabel(description.location)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={description.date} className="whitespace-nowrap">
            {formatMediumDate(description.date)}
          </time>
          <SellerTierBadge tier={product.sellerTier} shopName={product.sellerShopName} />
        </p>
        {product.passport ? <PassportLine passport={product.passport} /> : null}
      </div>
    </Link>
  );
  if (!props.favourite) return row;
  return (
    <div className="relative">
      {row}
      <div className="absolute top-2 right-2">{props.favourite}</div>
    </div>
  );
}
