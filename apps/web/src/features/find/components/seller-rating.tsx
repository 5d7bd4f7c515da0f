import type { Rating } from "@bechedaw/shared";
import { INTL_LOCALE } from "@bechedaw/shared/locale";
import { Star } from "lucide-react";
import { activeLocale, t } from "@/lib/i18n/i18n";

/** A rating's average to one decimal, in the reader's digits: 4.5 or ৪.৫. */
function formatAverage(average: number): string {
  return new Intl.NumberFormat(INTL_LOCALE[activeLocale()], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
}

/** Five stars, `filled` of them coloured; the words are for screen readers beside it. */
export function Stars(props: { filled: number; className?: string }) {
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 ${props.className ?? ""}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`size-4 ${n <= Math.round(props.filled) ? "fill-warning text-warning" : "text-base-content/30"}`}
        />
      ))}
    </span>
  );
}

/** A seller's rating from reviews of real deals: stars, average and count, or "no reviews yet". */
export function SellerRating(props: { rating: Rating }) {
  const { average, count } = props.rating;
  if (average === null || count === 0) {
    return <span className="text-sm text-base-content/70">{t("find.rating.none")}</span>;
  }
  const shown = formatAverage(average);
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-sm">
      <Stars filled={average} />
      <span aria-hidden="true" className="font-semibold">
        {shown}
      </span>
      <span aria-hidden="true" className="text-base-content/70">
        ({t("find.rating.count", { count })})
      </span>
      <span className="sr-only">{t("find.rating.label", { average: shown, count })}</span>
    </span>
  );
}
