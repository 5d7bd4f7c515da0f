import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { t } from "@/lib/i18n/i18n";

/** The safety tips in one line beside a card's Book Now; the phone's page has them in full. */
export function SafetyLine({ productId }: { productId: string }) {
  return (
    <p className="flex items-start gap-1.5 text-xs text-base-content/80">
      <ShieldCheck aria-hidden="true" className="mt-px size-3.5 shrink-0 text-success" />
      <span>
        {t("products.safety.short")}{" "}
        <Link
          to={`/phones/${encodeURIComponent(productId)}#safety`}
          className="link link-secondary whitespace-nowrap"
        >
          {t("products.safety.tips")}
        </Link>
      </span>
    </p>
  );
}
