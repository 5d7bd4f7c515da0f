import type { Product } from "@bechedaw/shared";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { t } from "@/lib/i18n/i18n";
import { formatTaka } from "@/lib/i18n/format";
import { ageOfUseLabel } from "@/lib/i18n/labels";

/** The "See Details...." toggle: collapsed by default, reveals the rest of the listing. */
export function ProductCardDetails({ product }: { product: Product }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const { description } = product;
  return (
    <div>
      <button
        type="button"
        className="btn btn-ghost btn-sm -ml-3 gap-1 font-semibold text-secondary"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t("products.card.seeDetails")}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${isOpen ? "rotate-180" : ""}`}
        />
      </button>
      <dl
        id={panelId}
        hidden={!isOpen}
        className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 rounded-box bg-base-200 p-3 text-sm"
      >
        <dt className="font-medium text-base-content/70">{t("products.card.originalPrice")}</dt>
        <dd>{formatTaka(description.originalPrice)}</dd>
        <dt className="font-medium text-base-content/70">{t("products.card.ageOfUse")}</dt>
        <dd>{ageOfUseLabel(description.yearsOfUse)}</dd>
      </dl>
    </div>
  );
}
