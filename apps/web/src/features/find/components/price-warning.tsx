import type { ProductDetail } from "@bechedaw/shared";
import { TriangleAlert } from "lucide-react";
import { formatTaka } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

/**
 * A phone priced under 60 % of its model's median (the server decides, decision 022): buyers are
 * told so beside the price, with what similar phones sell for.
 */
export function PriceWarning({ warning }: { warning: ProductDetail["priceWarning"] }) {
  if (!warning) return null;
  return (
    <div className="alert alert-warning alert-soft items-start" role="note">
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t("find.prices.lowTitle")}</p>
        <p className="text-sm">
          {t("find.prices.lowText", { median: formatTaka(warning.median) })}
        </p>
      </div>
    </div>
  );
}

/**
 * The seller's own words ask for mobile money or an advance (the server checks them as it checks
 * deal messages): buyers are told never to pay before the handover.
 */
export function AdvanceWarning({ asksForAdvance }: { asksForAdvance: boolean }) {
  if (!asksForAdvance) return null;
  return (
    <div className="alert alert-warning alert-soft items-start" role="note">
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t("find.prices.advanceTitle")}</p>
        <p className="text-sm">{t("find.prices.advanceText")}</p>
      </div>
    </div>
  );
}
