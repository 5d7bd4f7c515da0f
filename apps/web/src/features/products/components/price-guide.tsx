import type { Control } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { usePriceGuide } from "@/features/products/api/price-guide";
import { formatNumber, formatTaka } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import type { AddProductFormInput, AddProductFormValues } from "./add-product-schema";

/** How long the model name must stay unchanged before the guide is asked for. */
const TYPING_PAUSE_MS = 400;

/**
 * "Similar phones sell for ৳X – ৳Y": the middle half of the prices of the model being listed
 * (decision 022), once its brand, name and storage are filled in. Nothing while there are too
 * few listings of it to tell.
 */
export function PriceGuide(props: {
  control: Control<AddProductFormInput, unknown, AddProductFormValues>;
}) {
  const [brand, name, storage] = useWatch({
    control: props.control,
    name: ["brand", "name", "storage"],
  });
  // The name is typed: asked for once typing pauses. Brand and storage are picked at once.
  const typedName = useDebouncedValue(name, TYPING_PAUSE_MS);
  const guide = usePriceGuide({ brand, name: typedName, storage }).data;
  return (
    <div aria-live="polite" className="sm:col-span-2">
      {guide?.prices ? (
        <p className="rounded-box bg-base-200 px-4 py-3">
          <span className="font-semibold">
            {t("find.prices.guide", {
              low: formatTaka(guide.prices.low),
              high: formatTaka(guide.prices.high),
            })}
          </span>{" "}
          <span className="text-sm text-base-content/80">
            {t("find.prices.guideBasis", { count: formatNumber(guide.count) })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
